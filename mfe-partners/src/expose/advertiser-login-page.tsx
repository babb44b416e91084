import { LoginPage } from '../features/accounts/login-page';

export default LoginPage;
