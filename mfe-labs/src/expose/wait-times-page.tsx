import { WaitTimesPage } from '../features/wait-times/wait-times-page';

export default WaitTimesPage;
