// Standalone development: this remote's pages inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import DirectoryPage from './expose/directory-page';
import RestaurantPage from './expose/restaurant-page';
import SubmitPage from './expose/submit-page';

renderStandalone('discovery', [
  { path: '/directory', Component: DirectoryPage },
  { path: '/restaurant/:id', Component: RestaurantPage },
  { path: '/submit', Component: SubmitPage },
]);
