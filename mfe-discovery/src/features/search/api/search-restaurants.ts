import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, ApiRequestError } from '@pizza-atlas/api-client';
import { SearchResponseSchema } from '@pizza-atlas/contracts';
import { canSearch, toSearchQuery, type SearchCriteria } from '../search-criteria';

export function searchRestaurants(criteria: SearchCriteria, signal?: AbortSignal) {
  return apiFetch(`/api/restaurants/search?${toSearchQuery(criteria).toString()}`, {
    schema: SearchResponseSchema,
    signal,
  });
}

/** A location the API could not place is the visitor's input, not an outage. */
export function isUnknownLocation(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.status === 400 &&
    error.body.includes('UNKNOWN_LOCATION')
  );
}

export function useRestaurantSearch(criteria: SearchCriteria) {
  const query = toSearchQuery(criteria).toString();
  return useQuery({
    queryKey: ['restaurants', 'search', query],
    queryFn: ({ signal }) => searchRestaurants(criteria, signal),
    enabled: canSearch(criteria),
    // Changing a filter keeps the last results on screen, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}
