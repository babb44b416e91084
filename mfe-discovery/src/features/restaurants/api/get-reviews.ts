import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { ProviderName, ReviewsResponse } from '@pizza-atlas/contracts';
import { restaurantQueryKey } from './get-restaurant';

export function getReviews(provider: ProviderName, id: string, signal?: AbortSignal) {
  return apiFetch<ReviewsResponse>(
    `/api/restaurants/${provider}/${encodeURIComponent(id)}/reviews`,
    { signal },
  );
}

export const reviewsQueryKey = (provider: ProviderName, id: string) =>
  [...restaurantQueryKey(provider, id), 'reviews'] as const;

export function reviewsQueryOptions(provider: ProviderName, id: string) {
  return queryOptions({
    queryKey: reviewsQueryKey(provider, id),
    queryFn: ({ signal }) => getReviews(provider, id, signal),
  });
}

export function useReviews(provider: ProviderName, id: string, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(provider, id), enabled });
}
