// Standalone development: this remote's pages inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import AdvertisePage from './expose/advertise-page';
import AdvertiserSignupPage from './expose/advertiser-signup-page';
import AdvertiserLoginPage from './expose/advertiser-login-page';
import AdvertiserDashboardPage from './expose/advertiser-dashboard-page';
import ContactPage from './expose/contact-page';

renderStandalone('partners', [
  { path: '/advertise', Component: AdvertisePage },
  { path: '/advertise/signup', Component: AdvertiserSignupPage },
  { path: '/advertiser/login', Component: AdvertiserLoginPage },
  { path: '/advertiser/dashboard', Component: AdvertiserDashboardPage },
  { path: '/contact', Component: ContactPage },
]);
