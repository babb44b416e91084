import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@pizza-atlas/api-client';
import type { FeaturedResponse } from '@pizza-atlas/contracts';

/** Spec section 7: cached 24 h (86 400 000 ms). */
export const FEATURED_CACHE_MS = 86_400_000;
const STORAGE_KEY = 'pizza-atlas:featured';

export function getFeatured(signal?: AbortSignal) {
  // The API checks its answers against FeaturedResponseSchema (in its tests, every answer):
  // the browser trusts the type and carries no zod (docs/decisions/0051).
  return apiFetch<FeaturedResponse>('/api/restaurants/featured', { signal });
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
    .filter((at): at is string => typeof at === 'string')
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
  // The server only names changes still ahead on its clock. One already behind ours when the
  // list arrived means the two clocks disagree (a page rendered on another clock, a visitor's
  // clock set wrong): ours cannot tell when a line stops being true, so the spec's 24 h hold.
  if (changeAt <= fetchedAt) return FEATURED_CACHE_MS;
  return Math.min(FEATURED_CACHE_MS, changeAt - fetchedAt);
}

interface StoredFeatured {
  savedAt: number;
  data: FeaturedResponse;
}

/**
 * A copy read back from localStorage: written by this page, but another version of it, an
 * extension or a person may have changed it, so its shape is checked by hand (no zod here).
 */
function isStoredFeatured(value: unknown): value is StoredFeatured {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, data } = value as { savedAt?: unknown; data?: unknown };
  if (typeof savedAt !== 'number' || typeof data !== 'object' || data === null) return false;
  const { restaurants, attribution, day } = data as Record<string, unknown>;
  return (
    typeof day === 'string' &&
    Array.isArray(attribution) &&
    Array.isArray(restaurants) &&
    restaurants.every(
      (place: unknown) =>
        typeof place === 'object' &&
        place !== null &&
        typeof (place as { id?: unknown }).id === 'string' &&
        typeof (place as { name?: unknown }).name === 'string',
    )
  );
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
    const stored: unknown = JSON.parse(raw);
    if (!isStoredFeatured(stored)) return undefined;
    if (now - stored.savedAt >= freshFor(stored.data, stored.savedAt) || stored.savedAt > now) {
      return undefined;
    }
    // The selection rotates at midnight UTC: yesterday's list is not today's.
    if (stored.data.day !== new Date(now).toISOString().slice(0, 10)) return undefined;
    return stored;
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
