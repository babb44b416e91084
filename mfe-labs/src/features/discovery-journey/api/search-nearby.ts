import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { SearchResponse } from '@pizza-atlas/contracts';
import type { Coordinates } from '../../quiz/find-places';
import { MAX_MATCHES } from '../journey-steps';

/**
 * The best matches near the visitor, as the directory ranks them: the journey's matches
 * while no place is featured yet (a real catalog nobody has reviewed yet).
 */
export function nearbyMatchesQueryOptions(where: Coordinates) {
  // Four decimals (about 11 m): the same search for the same spot.
  const latitude = where.latitude.toFixed(4);
  const longitude = where.longitude.toFixed(4);
  return queryOptions({
    queryKey: ['discovery-journey', 'nearby', latitude, longitude],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        term: 'pizza',
        latitude,
        longitude,
        sort_by: 'best_match',
        limit: String(MAX_MATCHES),
      });
      // The API checks its answer against SearchResponseSchema; the browser trusts the type
      // and carries no zod (docs/decisions/0051).
      return apiFetch<SearchResponse>(`/api/restaurants/search?${query.toString()}`, { signal });
    },
    retry: false,
  });
}
