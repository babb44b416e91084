import { StatePage } from '../features/state/state-page';

export default StatePage;
