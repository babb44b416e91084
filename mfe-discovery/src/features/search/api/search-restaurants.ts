import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch, ApiRequestError, isApiError } from '@pizza-atlas/api-client';
import type { Attribution, ListedRestaurant, SearchResponse } from '@pizza-atlas/contracts';
import { SEARCH_LIMIT, canSearch, toSearchQuery, type SearchCriteria } from '../search-criteria';

/** The API pages at most this far in (SearchRequestSchema: offset ≤ 1000). */
export const MAX_SEARCH_OFFSET = 1000;

/** One page of a search: `offset` skips that many results (pages are SEARCH_LIMIT long). */
export function searchRestaurants(criteria: SearchCriteria, offset = 0, signal?: AbortSignal) {
  const query = toSearchQuery(criteria);
  if (offset > 0) query.set('offset', String(offset));
  return apiFetch<SearchResponse>(`/api/restaurants/search?${query.toString()}`, { signal });
}

/** A location the API could not place is the visitor's input, not an outage. */
export function isUnknownLocation(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && isApiError(error, 'UNKNOWN_LOCATION');
}

/** Any other refusal of the search itself (400): the visitor can change the search. */
export function isRefusedSearch(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 400;
}

/**
 * The offset of the page after `lastOffset`, or undefined when every result is loaded.
 * Offsets step by the page size, not by the cards received: a provider page can come back
 * shorter than asked (filters it cannot apply are applied afterwards) without being the end.
 * A capped total ("1,000+", decision 0061) means more places than it says, so every page up
 * to the deepest offset the API allows follows.
 */
export function nextSearchOffset(last: SearchResponse, lastOffset: number): number | undefined {
  const next = lastOffset + SEARCH_LIMIT;
  if (next > MAX_SEARCH_OFFSET) return undefined;
  return next < last.total || last.total_capped ? next : undefined;
}

/** Every loaded page as one list (a place repeated across pages shows once) and the total. */
export function flattenSearchPages(data: Pick<InfiniteData<SearchResponse>, 'pages'>) {
  const seen = new Set<string>();
  const restaurants: ListedRestaurant[] = [];
  const attribution = new Map<string, Attribution>();
  for (const page of data.pages) {
    for (const restaurant of page.restaurants) {
      const key = `${restaurant.provider}:${restaurant.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      restaurants.push(restaurant);
    }
    for (const source of page.attribution ?? [])
      attribution.set(`${source.provider}:${source.name}`, source);
  }
  const first = data.pages[0];
  const last = data.pages[data.pages.length - 1];
  return {
    restaurants,
    // The newest page knows the total best; it never claims fewer than are shown.
    total: Math.max(last?.total ?? 0, restaurants.length),
    /** More places match than `total` says: the API stopped counting ("1,000+"). */
    totalCapped: last?.total_capped === true,
    /** Open now was checked on only this many places (decision 0072); `total` counts the open ones. */
    openNowChecked: last?.open_now_checked,
    /** Nothing at the price asked, and no place matching the rest lists a price. */
    unpricedMatches: first?.unpriced_matches,
    locationLabel: first?.location_label,
    locationKind: first?.location_kind,
    alternatives: first?.alternatives ?? [],
    correctedFrom: first?.corrected_from,
    topCities: first?.top_cities ?? [],
    attribution: [...attribution.values()],
  };
}

/**
 * The search the URL holds, page by page. The key is the search alone, so the pages a
 * visitor loaded stay in the cache and come back with Back from a restaurant.
 */
export function restaurantSearchOptions(criteria: SearchCriteria) {
  const query = toSearchQuery(criteria).toString();
  return infiniteQueryOptions({
    queryKey: ['restaurants', 'search', query],
    queryFn: ({ signal, pageParam }) => searchRestaurants(criteria, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastOffset) => nextSearchOffset(last, lastOffset),
    enabled: canSearch(criteria),
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

export function useRestaurantSearch(criteria: SearchCriteria) {
  return useInfiniteQuery({
    ...restaurantSearchOptions(criteria),
    // Changing a filter keeps the last results on screen, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The place a search's answer names, as the gazetteer spells it ('New York City, NY' for
 * 'new york', 'Texas' for 'tx'); undefined before it answers, and for a position ('Near …').
 */
export function searchedPlaceName(data: Pick<InfiniteData<SearchResponse>, 'pages'> | undefined) {
  const first = data?.pages[0];
  return first?.location_kind && first.location_kind !== 'coordinates'
    ? first.location_label
    : undefined;
}

/**
 * How the showing search read its location ('state' for a whole state) and its name, once it
 * answered; `failed` when it ran no search at all (a place it could not find, a refusal, an
 * outage), so no radius applied.
 */
export function useSearchedPlace(criteria: SearchCriteria) {
  const search = useInfiniteQuery({
    ...restaurantSearchOptions(criteria),
    select: (data) => ({ kind: data.pages[0]?.location_kind, name: searchedPlaceName(data) }),
  });
  const failed = search.isError && !search.isFetchNextPageError;
  return { kind: search.data?.kind, name: search.data?.name, failed };
}
