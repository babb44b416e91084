import type { PlaceQuery } from '../src/places/read-places';

/** A catalog search at a point: 20 places by best match within 10 km, no filter, unless overridden. */
export function placeQuery(
  point: { latitude: number; longitude: number },
  overrides: Partial<PlaceQuery> = {},
): PlaceQuery {
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
