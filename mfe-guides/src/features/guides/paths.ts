import type { UsState } from '@pizza-atlas/contracts';

export const statePath = (state: Pick<UsState, 'slug'>) => `/states/${state.slug}`;
export const cityPath = (state: Pick<UsState, 'slug'>, city: { slug: string }) =>
  `/states/${state.slug}/${city.slug}`;
export const listingPath = (listing: { slug: string }) => `/p/${listing.slug}`;
