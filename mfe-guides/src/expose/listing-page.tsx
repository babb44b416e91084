import { ListingPage } from '../features/listing/listing-page';

export default ListingPage;
