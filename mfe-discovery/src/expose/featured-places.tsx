import { FeaturedPlaces } from '../features/featured/featured-places';

export default FeaturedPlaces;
