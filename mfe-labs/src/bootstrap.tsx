// Standalone development: this remote's pages inside a minimal host.
import { renderStandalone } from '@pizza-atlas/dev-host';
import DiscoveryJourneyPage from './expose/discovery-journey-page';
import PizzaIntelligencePage from './expose/pizza-intelligence-page';
import WaitTimesPage from './expose/wait-times-page';
import ArScannerPage from './expose/ar-scanner-page';
import PizzaSocialPage from './expose/pizza-social-page';

renderStandalone('labs', [
  { path: '/discovery-journey', Component: DiscoveryJourneyPage },
  { path: '/pizza-intelligence', Component: PizzaIntelligencePage },
  { path: '/wait-times', Component: WaitTimesPage },
  { path: '/ar-scanner', Component: ArScannerPage },
  { path: '/pizza-social', Component: PizzaSocialPage },
]);
