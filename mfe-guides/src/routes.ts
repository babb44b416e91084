import { defineRemote } from '@pizza-atlas/platform/core';

// Every page of guides: the only place they are named. The build emits this (less the
// functions) as routes.json; webpack exposes each module from src/expose/<kebab-name>.tsx.
export default defineRemote({
  remote: 'guides',
  area: 'state and city guides',
  pages: [
    {
      path: '/states/:state',
      module: 'StatePage',
      head: {
        title: 'State Pizza Guide',
        description: 'Pizza cities and places in this state.',
      },
    },
    {
      path: '/states/:state/:city',
      module: 'CityPage',
      head: { title: 'City Pizza Guide', description: 'Pizza places in this city.' },
    },
    {
      path: '/p/:listing',
      module: 'ListingPage',
      head: { title: 'Pizza Place', description: 'A pizza place from our guides.' },
    },
  ],
});
