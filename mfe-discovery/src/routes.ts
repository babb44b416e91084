import { definePage, defineRemote } from '@pizza-atlas/platform/core';
import type { Restaurant } from '@pizza-atlas/contracts';
import { GONE_HEAD, NOT_FOUND_HEAD, restaurantHead } from './features/restaurant/restaurant-head';
import { restaurantQueryOptions } from './features/restaurants/api/get-restaurant';
import { readProvider } from './features/restaurants/restaurant-path';
import { featuredQueryOptions } from './features/featured/api/get-featured';
import { mapSettingsQueryOptions } from './features/map/api/get-map-settings';
import {
  restaurantSearchOptions,
  searchedPlaceName,
} from './features/search/api/search-restaurants';
import { directoryHead } from './features/search/directory-head';
import { pagesForView, readResultsView } from './features/search/results-view';
import { canSearch, readCriteria, type SearchCriteria } from './features/search/search-criteria';

// Every page and home widget of discovery: the only place they are named. The build
// emits this (less the functions) as routes.json; webpack exposes each module from
// src/expose/<kebab-name>.tsx.
export default defineRemote({
  remote: 'discovery',
  area: 'restaurant search',
  pages: [
    definePage<{ criteria: SearchCriteria; placeName?: string }>({
      path: '/directory',
      module: 'DirectoryPage',
      // The results of the search the URL holds, as many pages as it asks for ("Show more
      // results", results-view.ts), and a head naming its place as the gazetteer does.
      load: async ({ url, queryClient }) => {
        const criteria = readCriteria(url.searchParams);
        if (!canSearch(criteria)) return { criteria };
        const search = restaurantSearchOptions(criteria);
        const pages = pagesForView(readResultsView(url.searchParams));
        await queryClient.prefetchInfiniteQuery({ ...search, pages });
        return {
          criteria,
          placeName: searchedPlaceName(queryClient.getQueryData(search.queryKey)),
        };
      },
      buildHead: ({ criteria, placeName }) => directoryHead(criteria, placeName),
      head: {
        title: 'Pizza Directory',
        description:
          'Search pizza places by city, state or ZIP code with filters for price, rating and features.',
        breadcrumb: 'Directory',
      },
      header: { label: 'Directory', order: 10 },
      mobileMenu: { label: 'Directory', order: 10 },
      footer: { group: 'features', label: 'Pizza Directory', order: 10 },
      sitemap: { label: 'Pizza Directory', changefreq: 'daily', priority: 0.9 },
    }),
    definePage<Restaurant>({
      path: '/restaurant/:id',
      module: 'RestaurantPage',
      area: 'restaurant page',
      head: {
        title: 'Restaurant Details',
        description: 'Ratings, reviews, hours and ordering links for a pizza place.',
      },
      // The map's tiles setting with it: the page has a map box only when there are tiles.
      load: ({ params, url, queryClient }) =>
        Promise.all([
          queryClient.fetchQuery(
            restaurantQueryOptions(readProvider(url.searchParams.get('provider')), params.id ?? ''),
          ),
          queryClient.prefetchQuery(mapSettingsQueryOptions()),
        ]).then(([restaurant]) => restaurant),
      buildHead: (restaurant, { url }) => restaurantHead(restaurant, url.href),
      notFoundHead: NOT_FOUND_HEAD,
      goneHead: GONE_HEAD,
    }),
    {
      path: '/submit',
      module: 'SubmitPage',
      area: 'Add a Place form',
      head: {
        title: 'Add a Pizza Place',
        description: 'Tell us about a pizza place that is missing from Pizza Atlas.',
        breadcrumb: 'Add a Pizza Place',
      },
      header: { label: 'Add Place', order: 40 },
      mobileMenu: { label: 'Add Place', order: 40 },
      footer: { group: 'platform', label: 'Add a Pizza Place', order: 20 },
      sitemap: { label: 'Add a Pizza Place', changefreq: 'monthly', priority: 0.5 },
    },
  ],
  widgets: [
    { slot: 'home.hero', module: 'HeroSearch', area: 'pizza search box' },
    {
      slot: 'home.featured',
      module: 'FeaturedPlaces',
      area: 'featured places',
      // Six cards: a screen and more on a phone, about a screen on a desktop.
      reserve: '100vh',
      load: ({ queryClient }) => queryClient.prefetchQuery(featuredQueryOptions()),
    },
    { slot: 'home.cta', module: 'AddPlaceCallout', area: 'Add a Place invitation' },
  ],
});
