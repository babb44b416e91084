import { AdvertisePage } from '../features/advertise/advertise-page';

export default AdvertisePage;
