import { isFeatureOn, resolveRoute, type SiteRoutes } from '@pizza-atlas/platform';

export type FeatureStatus = 'available' | 'demo' | 'in-progress';

export const STATUS_LABELS: Record<FeatureStatus, string> = {
  available: 'Available',
  demo: 'Demo',
  'in-progress': 'In progress',
};

export interface AboutFeature {
  name: string;
  /** Its page, linked from the about page. */
  link?: string;
  /** Whether the feature is on the site now (its app active, its lab switched on). */
  isOn: (site: SiteRoutes) => boolean;
  /** What it really does today: checked against each app's code, not its plans. */
  status: FeatureStatus;
  text: string;
  /** Added to `text` while the catalog holds sample places (as the footer's disclaimer is). */
  whileSample?: string;
}

const pageAt =
  (path: string) =>
  (site: SiteRoutes): boolean =>
    resolveRoute(site, path).kind !== 'not-found';

function feature(entry: Omit<AboutFeature, 'isOn'> & { isOn?: AboutFeature['isOn'] }) {
  if (!entry.isOn && !entry.link) throw new Error(`${entry.name}: say where it lives`);
  return { ...entry, isOn: entry.isOn ?? pageAt(entry.link!) };
}

/** The directory and guides. */
export const SITE_FEATURES: readonly AboutFeature[] = [
  feature({
    name: 'Search',
    link: '/directory',
    status: 'available',
    text: 'Find pizza places by city, state or ZIP code; filter by price, rating, style and features; sort by best match, rating, review count or distance.',
  }),
  feature({
    name: 'Restaurant pages',
    isOn: pageAt('/restaurant/any'),
    status: 'available',
    text: 'Details, opening hours, directions and ordering links for each place.',
  }),
  feature({
    name: 'Reviews',
    isOn: pageAt('/restaurant/any'),
    status: 'available',
    text: 'Read a place’s reviews and write your own under the name you choose. Reviews of listings from an outside provider are written on that provider’s site.',
  }),
  feature({
    name: 'Reported wait times',
    isOn: pageAt('/restaurant/any'),
    status: 'available',
    text: 'Each restaurant page shows the wait visitors reported at that place in the last 90 minutes. A place nobody reported on says so: we do not invent a wait, and these are not live counts.',
  }),
  feature({
    name: 'Add a pizza place',
    link: '/submit',
    status: 'available',
    text: 'Tell us about a place we are missing, with photos. Submissions are kept for our staff to review and are not published before they approve them.',
  }),
  feature({
    name: 'State and city guides',
    isOn: pageAt('/states/any'),
    status: 'available',
    text: 'A page for every state and its cities, with their populations and the places we list in each city.',
    whileSample: 'The guide listings on city pages are fictional sample data, and say so.',
  }),
];

/** The labs: experiments staff switch on and off. */
export const LAB_EXPERIMENTS: readonly AboutFeature[] = [
  feature({
    name: 'Pizza personality quiz',
    isOn: (site) =>
      site.manifest.remotes.some((remote) => remote.name === 'labs') &&
      isFeatureOn(site.manifest, 'quiz'),
    status: 'available',
    text: 'Five questions on the home page match you with one of four pizza personalities, then open the directory near you if you share your location. The directory names your personality; it does not rank places by it.',
  }),
  feature({
    name: 'Pizza Intelligence',
    link: '/pizza-intelligence',
    status: 'available',
    text: 'Set a city and pick a mood and the weather: it ranks up to six of the directory’s places in that city with a match score worked out from their price, style, services, rating, distance and opening hours, and says what earned each score. The same choices always give the same answer; no machine learning is involved. Its taste profile is an example, labelled as one.',
    whileSample: 'While the directory holds sample places, the places it ranks are fictional too.',
  }),
  feature({
    name: 'Wait times',
    link: '/wait-times',
    status: 'demo',
    text: 'The wait-times board shows three fictional sample restaurants with fixed figures, labelled as a demo. Restaurant pages show only the waits visitors report for each place.',
  }),
  feature({
    name: 'AR menu scanner',
    link: '/ar-scanner',
    status: 'available',
    text: 'Reads a photo of a menu, from your camera (only after you allow it) or a file, in your browser: it lists the dishes and prices it finds, with how sure it is of each. Nothing is uploaded. When it finds none, it shows three sample dishes, labelled as a demo.',
  }),
  feature({
    name: 'Pizza passport',
    link: '/pizza-social',
    status: 'demo',
    text: 'Press I’ve been here on a restaurant page to check in: your check-ins, and the achievements they earn, are kept in your browser only, with no account. The sample profile, its badges, challenges and leaderboard are fixed demo data, labelled as such.',
  }),
  feature({
    name: 'Discovery journey',
    link: '/discovery-journey',
    status: 'demo',
    text: 'A guided, step-by-step search that ends with four matches. The steps are an animation and the matches are four of today’s featured places, the same for everyone.',
  }),
];
