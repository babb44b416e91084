import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@pizza-atlas/api-client';
import { FeaturedResponseSchema, type FeaturedResponse } from '@pizza-atlas/contracts';

/** Spec section 7: cached 24 h (86 400 000 ms). */
export const FEATURED_CACHE_MS = 86_400_000;
const STORAGE_KEY = 'pizza-atlas:featured';

export function getFeatured(signal?: AbortSignal) {
  return apiFetch('/api/restaurants/featured', { schema: FeaturedResponseSchema, signal });
}

/** At most 2 retries, and none once the API says we are rate limited (by status, not text). */
export function shouldRetryFeatured(failureCount: number, error: Error): boolean {
  return failureCount < 2 && !(isApiError(error) && error.status === 429);
}

/**
 * When the first of the list's open lines stops being true ("Open now · closes 2 PM" at
 * 2 PM): the server said so with its answer, on its clock. Undefined when none changes.
 */
function openLinesChangeAt(data: FeaturedResponse): number | undefined {
  const changes = data.restaurants
    .map((restaurant) => restaurant.open_status?.next_change?.at)
    .filter((at): at is string => at !== undefined)
    .map((at) => Date.parse(at))
    .filter((at) => !Number.isNaN(at));
  return changes.length > 0 ? Math.min(...changes) : undefined;
}

/**
 * How long a list stays fresh: the spec's 24 h, but no longer than its open lines hold, so
 * a card never keeps saying "Open now" after its closing time once the page is opened again.
 */
function freshFor(data: FeaturedResponse | undefined, fetchedAt: number): number {
  const changeAt = data && openLinesChangeAt(data);
  if (changeAt === undefined) return FEATURED_CACHE_MS;
  return Math.max(0, Math.min(FEATURED_CACHE_MS, changeAt - fetchedAt));
}

interface StoredFeatured {
  savedAt: number;
  data: FeaturedResponse;
}

/**
 * The list also survives reloads in localStorage for the same 24 h (less when an open line
 * changes sooner), so a returning visitor sees it at once; a stale, foreign or unreadable
 * copy is ignored.
 */
function readStored(now = Date.now()): StoredFeatured | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as StoredFeatured;
    const data = FeaturedResponseSchema.safeParse(stored.data);
    if (!data.success || typeof stored.savedAt !== 'number') return undefined;
    if (now - stored.savedAt >= freshFor(data.data, stored.savedAt) || stored.savedAt > now) {
      return undefined;
    }
    // The selection rotates at midnight UTC: yesterday's list is not today's.
    if (data.data.day !== new Date(now).toISOString().slice(0, 10)) return undefined;
    return { savedAt: stored.savedAt, data: data.data };
  } catch {
    return undefined;
  }
}

function writeStored(data: FeaturedResponse) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), data }));
  } catch {
    // Storage full or disabled: the in-memory cache still holds the list.
  }
}

/** Today's list: what the server loads before rendering the home page, and the widget reads. */
export function featuredQueryOptions() {
  return queryOptions({
    queryKey: ['restaurants', 'featured'],
    queryFn: async ({ signal }) => {
      const data = await getFeatured(signal);
      writeStored(data);
      return data;
    },
    staleTime: (query) => freshFor(query.state.data, query.state.dataUpdatedAt),
    gcTime: FEATURED_CACHE_MS,
    refetchOnWindowFocus: false,
    retry: shouldRetryFeatured,
  });
}

export function useFeatured() {
  return useQuery({
    ...featuredQueryOptions(),
    // A home page the server rendered brings the list with it; otherwise a copy kept from
    // an earlier visit shows at once.
    initialData: () => readStored()?.data,
    initialDataUpdatedAt: () => readStored()?.savedAt,
  });
}
