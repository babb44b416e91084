import { RestaurantPage } from '../features/restaurant/restaurant-page';

export default RestaurantPage;
