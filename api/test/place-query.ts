import type { ProviderSearch } from '../src/providers/listing-provider';

/**
 * A search at a point: 20 places by best match within 10 km, no filter, unless overridden.
 * A provider search (Yelp's) is a catalog query with more optional fields: it serves both.
 */
export function placeQuery(
  point: { latitude: number; longitude: number },
  overrides: Partial<ProviderSearch> = {},
): ProviderSearch {
  return {
    ...point,
    term: 'pizza',
    limit: 20,
    offset: 0,
    sortBy: 'best_match',
    price: [],
    radius: 10_000,
    features: [],
    openNow: false,
    ...overrides,
  };
}
