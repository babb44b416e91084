import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { ListedRestaurant, SearchResponse } from '@pizza-atlas/contracts';
import { formatLocation, type PlaceLocation } from '../location';

/** Spec section 7: trending is the top 4 by rating, in any price band. */
export const TRENDING_LIMIT = 4;
/** Spec section 7: the analyzer scores the 6 best-rated places. */
export const ANALYZER_LIMIT = 6;

function searchPlaces(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListedRestaurant[]> {
  const params = new URLSearchParams({ term: 'pizza', ...query });
  // The API checks its answer against SearchResponseSchema; the browser trusts the type
  // and carries no zod (docs/decisions/0051).
  return apiFetch<SearchResponse>(`/api/restaurants/search?${params.toString()}`, {
    signal,
  }).then((answer) => answer.restaurants);
}

export function trendingQueryOptions(location: PlaceLocation) {
  const where = formatLocation(location);
  return queryOptions({
    queryKey: ['pizza-intelligence', 'trending', where],
    queryFn: ({ signal }) =>
      searchPlaces(
        { location: where, limit: String(TRENDING_LIMIT), sort_by: 'rating', price: '1,2,3,4' },
        signal,
      ),
    retry: false,
  });
}

/** The places the analyzer scores: the same list for the same location. */
export function analyzerQueryOptions(location: PlaceLocation) {
  const where = formatLocation(location);
  return queryOptions({
    queryKey: ['pizza-intelligence', 'analyzer', where],
    queryFn: ({ signal }) =>
      searchPlaces({ location: where, limit: String(ANALYZER_LIMIT), sort_by: 'rating' }, signal),
    retry: false,
  });
}
