import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@pizza-atlas/api-client';
import type { FeaturedResponse } from '@pizza-atlas/contracts';

/** Spec section 7: the featured list is cached 24 h. */
const FEATURED_CACHE_MS = 86_400_000;

function getFeatured(signal: AbortSignal) {
  // The API checks its answer against FeaturedResponseSchema; the browser trusts the type
  // and carries no zod (docs/decisions/0051).
  return apiFetch<FeaturedResponse>('/api/restaurants/featured', { signal });
}

/**
 * Today's featured places. The key is the one discovery's home widget uses, so a visitor
 * who saw the home page already has the list in the shared query cache.
 */
export function featuredQueryOptions() {
  return queryOptions({
    queryKey: ['restaurants', 'featured'],
    queryFn: ({ signal }) => getFeatured(signal),
    staleTime: FEATURED_CACHE_MS,
    gcTime: FEATURED_CACHE_MS,
    refetchOnWindowFocus: false,
    // At most 2 retries, none once the API says we are rate limited (by status, not text).
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && error.status === 429),
  });
}
