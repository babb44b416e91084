import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@pizza-atlas/api-client';

/** Spec section 7: the featured list is cached 24 h. */
const FEATURED_CACHE_MS = 86_400_000;

async function getFeatured(signal: AbortSignal) {
  // The schema (and zod with it, ~35 KB) loads only when the journey reaches its last
  // step, not with the page.
  const { FeaturedResponseSchema } = await import('@pizza-atlas/contracts');
  return apiFetch('/api/restaurants/featured', { schema: FeaturedResponseSchema, signal });
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
