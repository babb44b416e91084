import { CityPage } from '../features/city/city-page';

export default CityPage;
