import { PizzaIntelligencePage } from '../features/pizza-intelligence/pizza-intelligence-page';

export default PizzaIntelligencePage;
