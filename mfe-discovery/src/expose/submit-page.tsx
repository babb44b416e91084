import { SubmitPage } from '../features/submit/submit-page';

export default SubmitPage;
