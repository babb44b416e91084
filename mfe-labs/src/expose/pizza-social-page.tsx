import { PizzaSocialPage } from '../features/pizza-social/pizza-social-page';

export default PizzaSocialPage;
