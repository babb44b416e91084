import type { CityGuide, ListingGuide, StateGuide } from '@pizza-atlas/contracts';
import { definePage, defineRemote } from '@pizza-atlas/platform/core';
import { cityGuideOptions, listingGuideOptions, stateGuideOptions } from './features/guides/api';
import { cityHead, listingHead, stateHead } from './features/guides/heads';
import { cityPath, listingPath, statePath } from './features/guides/paths';
import {
  CITY_NOT_FOUND,
  LISTING_NOT_FOUND,
  STATE_NOT_FOUND,
} from './features/guides/not-found-text';

const notFoundHead = ({ title, text }: { title: string; text: string }) => ({
  title,
  description: text,
});

// Every page of guides: the only place they are named. The build emits this (less the
// functions) as routes.json; webpack exposes each module from src/expose/<kebab-name>.tsx.
// Each loader's 404 is the page's 404; another spelling of a state, city or listing
// ('/states/IL') is answered with a 301 to the one the guide data names.
export default defineRemote({
  remote: 'guides',
  area: 'state and city guides',
  pages: [
    definePage<StateGuide>({
      path: '/states/:state',
      module: 'StatePage',
      head: {
        title: 'State Pizza Guide',
        description: 'Pizza cities and places in this state.',
      },
      load: ({ params, queryClient }) =>
        queryClient.fetchQuery(stateGuideOptions(params.state ?? '')),
      buildHead: (guide, { url }) => stateHead(guide, url.origin),
      canonicalPath: (guide) => statePath(guide.state),
      notFoundHead: notFoundHead(STATE_NOT_FOUND),
    }),
    definePage<CityGuide>({
      path: '/states/:state/:city',
      module: 'CityPage',
      head: { title: 'City Pizza Guide', description: 'Pizza places in this city.' },
      load: ({ params, queryClient }) =>
        queryClient.fetchQuery(cityGuideOptions(params.state ?? '', params.city ?? '')),
      buildHead: (guide, { url }) => cityHead(guide, url.origin),
      canonicalPath: (guide) => cityPath(guide.state, guide.city),
      notFoundHead: notFoundHead(CITY_NOT_FOUND),
    }),
    definePage<ListingGuide>({
      path: '/p/:listing',
      module: 'ListingPage',
      head: { title: 'Pizza Place', description: 'A pizza place from our guides.' },
      load: ({ params, queryClient }) =>
        queryClient.fetchQuery(listingGuideOptions(params.listing ?? '')),
      buildHead: (guide, { url }) => listingHead(guide, url.origin),
      canonicalPath: (guide) => listingPath(guide.listing),
      notFoundHead: notFoundHead(LISTING_NOT_FOUND),
    }),
  ],
});
