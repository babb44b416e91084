import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PageDefinition, PlatformManifest, RemoteName } from '@pizza-atlas/contracts';
import { useManifestStore } from '@pizza-atlas/platform';

type Link = { label: string; order: number };
const page = (
  path: string,
  module: string,
  links: { header?: Link & { placement?: 'nav' | 'account' }; mobile?: boolean } = {},
  feature?: PageDefinition['feature'],
): PageDefinition => ({
  path,
  module,
  feature,
  head: { title: module, description: `${module} page` },
  header: links.header && { placement: 'nav', ...links.header },
  mobileMenu: links.mobile && links.header ? links.header : undefined,
  hasLoader: false,
  hasHeadBuilder: false,
});

/** Definitions like the remotes' own src/routes.ts (the shell cannot import those). */
const PAGES: Record<RemoteName, PageDefinition[]> = {
  discovery: [
    page('/directory', 'DirectoryPage', {
      header: { label: 'Directory', order: 10 },
      mobile: true,
    }),
    page('/restaurant/:id', 'RestaurantPage'),
    page('/submit', 'SubmitPage', { header: { label: 'Add Place', order: 40 }, mobile: true }),
  ],
  guides: [
    page('/states/:state', 'StatePage'),
    page('/states/:state/:city', 'CityPage'),
    page('/p/:listing', 'ListingPage'),
  ],
  labs: [
    page(
      '/discovery-journey',
      'DiscoveryJourneyPage',
      { header: { label: 'Discovery Journey', order: 20 }, mobile: true },
      'discovery-journey',
    ),
    page(
      '/pizza-intelligence',
      'PizzaIntelligencePage',
      { header: { label: 'AI Intelligence', order: 30 }, mobile: true },
      'pizza-intelligence',
    ),
    page('/wait-times', 'WaitTimesPage', {}, 'wait-times'),
    page('/ar-scanner', 'ArScannerPage', {}, 'ar-scanner'),
    page('/pizza-social', 'PizzaSocialPage', {}, 'pizza-social'),
  ],
  partners: [
    page('/contact', 'ContactPage', { header: { label: 'Contact', order: 50 }, mobile: true }),
    page('/advertiser/login', 'AdvertiserLoginPage', {
      header: { label: 'Sign In', order: 100, placement: 'account' },
    }),
  ],
};

export function manifestWith(
  remotes: RemoteName[],
  features: Record<string, boolean> = {},
): PlatformManifest {
  return {
    remotes: remotes.map((name) => ({
      name,
      version: '1',
      entry: `/remotes/${name}/1/mf-manifest.json`,
      area: `${name} area`,
      pages: PAGES[name],
      widgets: [],
    })),
    features,
  };
}

export const ALL_REMOTES: RemoteName[] = ['discovery', 'guides', 'labs', 'partners'];

/** Renders inside a router with the given registry snapshot (and a query client, if given). */
export function renderWithManifest(
  ui: ReactNode,
  manifest: PlatformManifest,
  path = '/',
  queryClient?: QueryClient,
) {
  useManifestStore.getState().setManifest(manifest);
  const routed = <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  // The header asks who is signed in: every frame test gets a query client.
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{routed}</QueryClientProvider>);
}
