import { definePage, defineRemote } from '@pizza-atlas/platform/core';
import {
  analyzerQueryOptions,
  trendingQueryOptions,
} from './features/pizza-intelligence/api/search-places';
import { readLocation } from './features/pizza-intelligence/location';
import { readPreferences } from './features/pizza-intelligence/preferences';

// Every page and home widget of labs: the only place they are named. Each page is gated
// by its lab feature, which staff switch on and off. The build emits this as routes.json;
// webpack exposes each module from src/expose/<kebab-name>.tsx.
export default defineRemote({
  remote: 'labs',
  area: 'Pizza Atlas labs',
  pages: [
    {
      path: '/discovery-journey',
      module: 'DiscoveryJourneyPage',
      area: 'Discovery Journey',
      feature: 'discovery-journey',
      head: {
        title: 'Discovery Journey',
        description: 'A guided search for your perfect pizza match.',
        breadcrumb: 'Discovery Journey',
      },
      header: { label: 'Discovery Journey', order: 20 },
      mobileMenu: { label: 'Discovery Journey', order: 20 },
      footer: { group: 'features', label: 'Discovery Journey', order: 20 },
      sitemap: { label: 'Discovery Journey', changefreq: 'monthly', priority: 0.5 },
    },
    definePage({
      path: '/pizza-intelligence',
      module: 'PizzaIntelligencePage',
      feature: 'pizza-intelligence',
      // The trends and the analysis's matches of the location the URL carries; a failed
      // search is left to the browser. Never null: a page without a location is the page.
      load: async ({ url, queryClient }) => {
        const location = readLocation(url.searchParams);
        if (location)
          await Promise.all([
            queryClient.prefetchQuery(trendingQueryOptions(location)),
            readPreferences(url.searchParams) &&
              queryClient.prefetchQuery(analyzerQueryOptions(location)),
          ]);
        return { location };
      },
      head: {
        title: 'Pizza Intelligence',
        description: 'Pizza picks for your mood and the weather.',
        breadcrumb: 'AI Intelligence',
      },
      header: { label: 'AI Intelligence', order: 30 },
      mobileMenu: { label: 'AI Intelligence', order: 30 },
      footer: { group: 'features', label: 'AI Intelligence', order: 30 },
      sitemap: { label: 'AI Intelligence', changefreq: 'monthly', priority: 0.5 },
    }),
    {
      path: '/wait-times',
      module: 'WaitTimesPage',
      feature: 'wait-times',
      head: {
        title: 'Wait Times',
        description: 'How long the wait is at pizza places.',
        breadcrumb: 'Wait Times',
      },
      footer: { group: 'features', label: 'Wait Times', order: 40 },
      sitemap: { label: 'Wait Times', changefreq: 'daily', priority: 0.5 },
    },
    {
      path: '/ar-scanner',
      module: 'ArScannerPage',
      feature: 'ar-scanner',
      head: {
        title: 'AR Menu Scanner',
        description: 'Scan a pizza menu to learn about its dishes.',
        breadcrumb: 'AR Menu Scanner',
      },
      footer: { group: 'features', label: 'AR Menu Scanner', order: 50 },
      sitemap: { label: 'AR Menu Scanner', changefreq: 'monthly', priority: 0.4 },
    },
    {
      path: '/pizza-social',
      module: 'PizzaSocialPage',
      feature: 'pizza-social',
      head: {
        title: 'Pizza Passport',
        description: 'Check-ins, badges and challenges for pizza lovers.',
        breadcrumb: 'Pizza Passport',
      },
      footer: { group: 'features', label: 'Pizza Passport', order: 60 },
      sitemap: { label: 'Pizza Passport', changefreq: 'monthly', priority: 0.4 },
    },
  ],
  widgets: [{ slot: 'home.labs', module: 'LabsShowcase', area: 'labs showcase' }],
});
