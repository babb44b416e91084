import { CATEGORY_FILTERS, FEATURE_FILTERS } from '@pizza-atlas/contracts';
import { createRandom } from '../src/catalog/sample/create-random';
import type { UsCity } from '../src/geo/load-us-cities';
import type { ProviderSearch } from '../src/providers/listing-provider';

type SortBy = ProviderSearch['sortBy'];

export interface BenchQuery {
  city: UsCity;
  search: ProviderSearch;
  /** The code path it takes, for the breakdown: its sort, or open_now (filtered in Node). */
  kind: SortBy | 'open_now';
}

// Words visitors type that the sample names and categories contain.
const TERMS = ['neapolitan', 'slice', 'brick oven', 'sicilian', 'rossi'];
const FEATURES = Object.keys(FEATURE_FILTERS);

/**
 * A fixed, seeded set of searches a visitor could make: a real city of the catalog,
 * a radius of 8 to 40 km, any of the four sorts (best match most often), and now and
 * then a price, category, rating, feature, term or open-now filter, or page two.
 */
export function createQueries(
  cities: readonly UsCity[],
  count: number,
  seed: string,
): BenchQuery[] {
  const random = createRandom(seed);
  const queries: BenchQuery[] = [];
  for (let index = 0; index < count; index += 1) {
    const city = random.pick(cities);
    const sortBy = random.weighted<SortBy>([
      ['best_match', 40],
      ['distance', 25],
      ['rating', 20],
      ['review_count', 15],
    ]);
    const search: ProviderSearch = {
      latitude: city.latitude,
      longitude: city.longitude,
      locationText: `${city.name}, ${city.state}`,
      term: random.chance(0.08) ? random.pick(TERMS) : 'pizza',
      limit: 20,
      offset: random.chance(0.1) ? 20 : 0,
      sortBy,
      price: random.chance(0.3) ? random.sample([1, 2, 3, 4], random.int(1, 2)).sort() : [],
      category: random.chance(0.2) ? random.pick(CATEGORY_FILTERS) : undefined,
      minRating: random.chance(0.2) ? random.pick([3.5, 4, 4.5]) : undefined,
      radius: random.int(80, 400) * 100,
      features: random.chance(0.15) ? random.sample(FEATURES, random.int(1, 2)) : [],
      openNow: random.chance(0.1),
    };
    queries.push({ city, search, kind: search.openNow ? 'open_now' : sortBy });
  }
  return queries;
}

/** The same search as the query string of GET /api/restaurants/search, by location text. */
export function searchPath(query: BenchQuery): string {
  const { search } = query;
  const params = new URLSearchParams({
    location: search.locationText ?? `${search.latitude},${search.longitude}`,
    term: search.term,
    limit: String(search.limit),
    offset: String(search.offset),
    sort_by: search.sortBy,
    radius: String(search.radius),
  });
  if (search.price.length > 0) params.set('price', search.price.join(','));
  if (search.category) params.set('category', search.category);
  if (search.minRating !== undefined) params.set('minRating', String(search.minRating));
  if (search.features.length > 0) params.set('features', search.features.join(','));
  if (search.openNow) params.set('open_now', 'true');
  return `/api/restaurants/search?${params}`;
}
