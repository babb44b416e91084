import type { LabFeature, PlatformManifest, RemoteName } from '@pizza-atlas/contracts';

/**
 * Route ownership: which app serves each route of the spec. The shell builds its
 * single router from this table and the server uses it to preload the remote of
 * the requested page. A remote page is a module the remote exposes.
 */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module name, without the leading './'. */
  module: string;
  /** A lab feature that must be on for the route to exist. */
  feature?: LabFeature;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/directory', remote: 'discovery', module: 'DirectoryPage' },
  { path: '/restaurant/:id', remote: 'discovery', module: 'RestaurantPage' },
  { path: '/submit', remote: 'discovery', module: 'SubmitPage' },
  { path: '/states/:state', remote: 'guides', module: 'StatePage' },
  { path: '/states/:state/:city', remote: 'guides', module: 'CityPage' },
  { path: '/p/:listing', remote: 'guides', module: 'ListingPage' },
  {
    path: '/discovery-journey',
    remote: 'labs',
    module: 'DiscoveryJourneyPage',
    feature: 'discovery-journey',
  },
  {
    path: '/pizza-intelligence',
    remote: 'labs',
    module: 'PizzaIntelligencePage',
    feature: 'pizza-intelligence',
  },
  { path: '/wait-times', remote: 'labs', module: 'WaitTimesPage', feature: 'wait-times' },
  { path: '/ar-scanner', remote: 'labs', module: 'ArScannerPage', feature: 'ar-scanner' },
  { path: '/pizza-social', remote: 'labs', module: 'PizzaSocialPage', feature: 'pizza-social' },
  { path: '/advertise', remote: 'partners', module: 'AdvertisePage' },
  { path: '/advertise/signup', remote: 'partners', module: 'AdvertiserSignupPage' },
  { path: '/advertiser/login', remote: 'partners', module: 'AdvertiserLoginPage' },
  { path: '/advertiser/dashboard', remote: 'partners', module: 'AdvertiserDashboardPage' },
  { path: '/contact', remote: 'partners', module: 'ContactPage' },
];

/** Pages the shell renders itself. */
export const SHELL_ROUTES = ['/', '/about', '/privacy', '/terms', '/cookies', '/sitemap'] as const;

/** Widgets remotes expose for the home page. */
export interface RemoteWidget {
  remote: RemoteName;
  module: string;
  feature?: LabFeature;
}
export const HOME_WIDGETS = {
  heroSearch: { remote: 'discovery', module: 'HeroSearch' },
  featuredPlaces: { remote: 'discovery', module: 'FeaturedPlaces' },
  labsShowcase: { remote: 'labs', module: 'LabsShowcase' },
  quizOverlay: { remote: 'labs', module: 'QuizOverlay', feature: 'quiz' },
} as const satisfies Record<string, RemoteWidget>;

export function isRemoteEnabled(manifest: PlatformManifest, remote: RemoteName): boolean {
  return manifest.remotes.some((entry) => entry.name === remote);
}

/** A route or widget is available when its remote is active and its lab feature on. */
export function isAvailable(
  manifest: PlatformManifest,
  target: { remote: RemoteName; feature?: LabFeature },
): boolean {
  if (!isRemoteEnabled(manifest, target.remote)) return false;
  return target.feature ? manifest.features[target.feature] !== false : true;
}

export function availableRoutes(manifest: PlatformManifest): RemoteRoute[] {
  return REMOTE_ROUTES.filter((route) => isAvailable(manifest, route));
}

/** Matches a pathname against a route pattern with `:param` segments. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (value: string) => value.replace(/\/+$/, '') || '/';
  const patternParts = trim(pattern).split('/');
  const pathParts = trim(pathname).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const want = patternParts[i]!;
    const got = pathParts[i]!;
    if (want.startsWith(':')) {
      if (!got) return null;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

export type RouteMatch =
  | { kind: 'shell'; path: string }
  | { kind: 'remote'; route: RemoteRoute; params: Record<string, string> }
  | { kind: 'not-found' };

/** Which app serves `pathname` under the given manifest. */
export function resolveRoute(manifest: PlatformManifest, pathname: string): RouteMatch {
  for (const path of SHELL_ROUTES) {
    if (matchPattern(path, pathname)) return { kind: 'shell', path };
  }
  for (const route of availableRoutes(manifest)) {
    const params = matchPattern(route.path, pathname);
    if (params) return { kind: 'remote', route, params };
  }
  return { kind: 'not-found' };
}
