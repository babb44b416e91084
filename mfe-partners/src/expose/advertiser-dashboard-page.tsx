import { DashboardPage } from '../features/accounts/dashboard-page';

export default DashboardPage;
