// Standalone development: this remote's pages and home widgets inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import DirectoryPage from './expose/directory-page';
import FeaturedPlaces from './expose/featured-places';
import HeroSearch from './expose/hero-search';
import RestaurantPage from './expose/restaurant-page';
import SubmitPage from './expose/submit-page';

function HomeWidgets() {
  return (
    <main style={{ display: 'grid', gap: 48, padding: 24 }}>
      <HeroSearch />
      <FeaturedPlaces />
    </main>
  );
}

renderStandalone('discovery', [
  { path: '/', Component: HomeWidgets },
  { path: '/directory', Component: DirectoryPage },
  { path: '/restaurant/:id', Component: RestaurantPage },
  { path: '/submit', Component: SubmitPage },
]);
