import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { ProviderName, WaitTime } from '@pizza-atlas/contracts';
import { restaurantQueryKey } from './get-restaurant';

/** Spec section 7: refetched every 60 000 ms, never retried. */
export const WAIT_TIME_REFRESH_MS = 60_000;

export function getWaitTime(provider: ProviderName, id: string, signal?: AbortSignal) {
  return apiFetch<WaitTime>(`/api/restaurants/${provider}/${encodeURIComponent(id)}/wait-times`, {
    signal,
  });
}

export function useWaitTime(provider: ProviderName, id: string) {
  return useQuery({
    queryKey: [...restaurantQueryKey(provider, id), 'wait-times'],
    queryFn: ({ signal }) => getWaitTime(provider, id, signal),
    refetchInterval: WAIT_TIME_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
}
