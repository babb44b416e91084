import { SignupPage } from '../features/accounts/signup-page';

export default SignupPage;
