import { ForgotPasswordPage } from '../features/accounts/forgot-password-page';

export default ForgotPasswordPage;
