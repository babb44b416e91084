import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, ApiRequestError } from '@pizza-atlas/api-client';
import type { ProviderName, Restaurant } from '@pizza-atlas/contracts';

export function getRestaurant(provider: ProviderName, id: string, signal?: AbortSignal) {
  return apiFetch<Restaurant>(`/api/restaurants/${provider}/${encodeURIComponent(id)}`, { signal });
}

export const restaurantQueryKey = (provider: ProviderName, id: string) =>
  ['restaurants', provider, id] as const;

/** A missing place answers 404 at once; only other failures earn one more try. */
function retryUnlessMissing(failureCount: number, error: Error) {
  return failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500);
}

export function restaurantQueryOptions(provider: ProviderName, id: string) {
  return queryOptions({
    queryKey: restaurantQueryKey(provider, id),
    queryFn: ({ signal }) => getRestaurant(provider, id, signal),
    retry: retryUnlessMissing,
    // A server-rendered "not found" arrives as the query's error: keep it, do not refetch.
    retryOnMount: false,
  });
}

export function useRestaurant(provider: ProviderName, id: string) {
  return useQuery(restaurantQueryOptions(provider, id));
}
