import { DiscoveryJourneyPage } from '../features/discovery-journey/discovery-journey-page';

export default DiscoveryJourneyPage;
