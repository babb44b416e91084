import { ResetPasswordPage } from '../features/accounts/reset-password-page';

export default ResetPasswordPage;
