import { US_STATES } from '@pizza-atlas/contracts';
import type { FakeYelpBusiness } from './fake-yelp-businesses';

/** One answer of the fake Yelp server. */
export interface FakeYelpReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  withoutResetHeader?: boolean;
}

export const fakeYelpError = (
  status: number,
  code: string,
  description: string,
  field?: string,
): FakeYelpReply => ({
  status,
  body: { error: field ? { code, description, field } : { code, description } },
});

const invalid = (description: string, field: string) =>
  fakeYelpError(400, 'VALIDATION_ERROR', description, field);

const SORTS = ['best_match', 'rating', 'review_count', 'distance'];

type Center = { latitude: number; longitude: number };

/** GET /v3/businesses/search over the fake's businesses, with Yelp's validation rules. */
export function searchFakeBusinesses(
  businesses: FakeYelpBusiness[],
  query: Record<string, string>,
): FakeYelpReply {
  const limit = query.limit === undefined ? 20 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 0 || limit > 50) {
    return invalid(`The supplied limit: ${query.limit} is invalid, the maximum is 50.`, 'limit');
  }
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    return invalid(`The supplied offset: ${query.offset} is invalid.`, 'offset');
  }
  if (limit + offset > 240) {
    return invalid('Too many results requested: limit + offset must be 240 or less.', 'offset');
  }
  const center = findCenter(businesses, query);
  if ('status' in center) return center;
  const radius = query.radius === undefined ? 40_000 : Number(query.radius);
  if (!Number.isInteger(radius) || radius < 0 || radius > 40_000) {
    return invalid(
      `The supplied radius: ${query.radius} is invalid, the maximum is 40000.`,
      'radius',
    );
  }
  const sortBy = query.sort_by ?? 'best_match';
  if (!SORTS.includes(sortBy)) return invalid(`Invalid sort_by: ${sortBy}.`, 'sort_by');
  const prices = query.price ? query.price.split(',') : [];
  if (prices.some((p) => !['1', '2', '3', '4'].includes(p))) {
    return invalid(`Invalid price: ${query.price}.`, 'price');
  }
  if (query.open_now !== undefined && query.open_at !== undefined) {
    return invalid('open_now and open_at cannot be used together.', 'open_now');
  }
  const categories = query.categories ? query.categories.split(',') : [];
  const words = (query.term ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const attributes = query.attributes ? query.attributes.split(',') : [];

  const matched = businesses
    // Yelp never returns businesses without reviews.
    .filter((b) => (b.review_count ?? 0) > 0)
    .map((b) => ({ b, distance: distanceMetres(center, b.coordinates) }))
    .filter(({ distance }) => distance <= radius)
    .filter(
      ({ b }) =>
        categories.length === 0 || (b.categories ?? []).some((c) => categories.includes(c.alias)),
    )
    .filter(
      ({ b }) => prices.length === 0 || (b.price ? prices.includes(String(b.price.length)) : false),
    )
    .filter(({ b }) => words.every((word) => haystack(b).includes(word)))
    .filter(({ b }) => query.open_now !== 'true' || b.hours?.[0]?.is_open_now === true)
    .filter(({ b }) => attributes.every((a) => b.attributes?.[a] === true))
    .sort((x, y) => compare(sortBy, x, y));

  return {
    status: 200,
    body: {
      businesses: matched
        .slice(offset, offset + limit)
        .map(({ b, distance }) => inSearchShape(b, distance)),
      total: matched.length,
      region: { center },
    },
  };
}

function findCenter(
  businesses: FakeYelpBusiness[],
  query: Record<string, string>,
): Center | FakeYelpReply {
  const hasLatitude = query.latitude !== undefined;
  if (hasLatitude !== (query.longitude !== undefined)) {
    return invalid(
      'Please specify both a latitude and a longitude.',
      hasLatitude ? 'longitude' : 'latitude',
    );
  }
  if (hasLatitude) {
    const latitude = Number(query.latitude);
    const longitude = Number(query.longitude);
    if (!(Math.abs(latitude) <= 90))
      return invalid(`The supplied latitude: ${query.latitude} is invalid.`, 'latitude');
    if (!(Math.abs(longitude) <= 180))
      return invalid(`The supplied longitude: ${query.longitude} is invalid.`, 'longitude');
    return { latitude, longitude };
  }
  const location = (query.location ?? '').trim().toLowerCase();
  if (!location)
    return invalid('Please specify a location or a latitude and longitude', 'location');
  // A state's name ("Texas", as the search sends a state search) stands for its first place.
  const stateCode = US_STATES.find((state) => state.name.toLowerCase() === location)?.code;
  const inCity = businesses.find((b) =>
    stateCode
      ? b.location?.state === stateCode
      : b.location?.city && location.includes(b.location.city.toLowerCase()),
  );
  if (!inCity?.coordinates) {
    return fakeYelpError(
      400,
      'LOCATION_NOT_FOUND',
      'Could not execute search, try specifying a more exact location.',
    );
  }
  return {
    latitude: Number(inCity.coordinates.latitude),
    longitude: Number(inCity.coordinates.longitude),
  };
}

function haystack(b: FakeYelpBusiness): string {
  const categories = (b.categories ?? []).map((c) => `${c.alias} ${c.title}`).join(' ');
  return `${b.name} ${categories}`.toLowerCase();
}

function compare(
  sortBy: string,
  x: { b: FakeYelpBusiness; distance: number },
  y: typeof x,
): number {
  if (sortBy === 'distance') return x.distance - y.distance;
  if (sortBy === 'rating') return (y.b.rating ?? 0) - (x.b.rating ?? 0);
  if (sortBy === 'review_count') return (y.b.review_count ?? 0) - (x.b.review_count ?? 0);
  const score = (b: FakeYelpBusiness) => (b.rating ?? 0) * Math.log10((b.review_count ?? 0) + 1);
  return score(y.b) - score(x.b);
}

/** Search results carry business_hours and distance, but not photos, hours or cross streets. */
function inSearchShape(b: FakeYelpBusiness, distance: number): Record<string, unknown> {
  const {
    reviews: _r,
    photos: _p,
    hours,
    special_hours: _s,
    is_claimed: _c,
    location,
    ...rest
  } = b;
  const { cross_streets: _x, ...searchLocation } = location ?? {};
  return {
    ...rest,
    location: searchLocation,
    distance,
    ...(hours ? { business_hours: hours } : {}),
  };
}

function distanceMetres(from: Center, to: FakeYelpBusiness['coordinates']): number {
  if (typeof to?.latitude !== 'number' || typeof to.longitude !== 'number') return Infinity;
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLng = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)) * 100) / 100;
}
