// Standalone development: this remote's pages inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import StatePage from './expose/state-page';
import CityPage from './expose/city-page';
import ListingPage from './expose/listing-page';

renderStandalone('guides', [
  { path: '/states/:state', Component: StatePage },
  { path: '/states/:state/:city', Component: CityPage },
  { path: '/p/:listing', Component: ListingPage },
]);
