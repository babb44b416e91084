import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, ApiRequestError } from '@pizza-atlas/api-client';
import type { CityGuide, ListingGuide, StateGuide } from '@pizza-atlas/contracts';

// The API checks these answers against the guide schemas (every answer, in its tests); the
// browser trusts the types and carries no zod (docs/decisions/0051).

/** A missing guide answers 404 at once; only other failures earn one more try. */
function retryUnlessMissing(failureCount: number, error: Error) {
  return failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500);
}

// Guides change only when places are imported or approved: five minutes fresh, and a
// server-rendered "not found" is kept as the answer instead of being asked again.
const guideQuery = { retry: retryUnlessMissing, retryOnMount: false, staleTime: 5 * 60_000 };

const segment = (value: string) => encodeURIComponent(value);

export function stateGuideOptions(state: string) {
  return queryOptions({
    ...guideQuery,
    queryKey: ['guides', 'state', state.toLowerCase()],
    queryFn: ({ signal }) =>
      apiFetch<StateGuide>(`/api/guides/states/${segment(state)}`, { signal }),
  });
}

export function cityGuideOptions(state: string, city: string) {
  return queryOptions({
    ...guideQuery,
    queryKey: ['guides', 'city', state.toLowerCase(), city.toLowerCase()],
    queryFn: ({ signal }) =>
      apiFetch<CityGuide>(`/api/guides/states/${segment(state)}/cities/${segment(city)}`, {
        signal,
      }),
  });
}

export function listingGuideOptions(listing: string) {
  return queryOptions({
    ...guideQuery,
    queryKey: ['guides', 'listing', listing.toLowerCase()],
    queryFn: ({ signal }) =>
      apiFetch<ListingGuide>(`/api/guides/listings/${segment(listing)}`, { signal }),
  });
}

export const useStateGuide = (state: string) => useQuery(stateGuideOptions(state));
export const useCityGuide = (state: string, city: string) =>
  useQuery(cityGuideOptions(state, city));
export const useListingGuide = (listing: string) => useQuery(listingGuideOptions(listing));
