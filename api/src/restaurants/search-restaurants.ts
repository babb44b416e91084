import type { SearchRequest, SearchResponse } from '@pizza-atlas/contracts';
import { LOCATION_FORMS, resolveLocation } from '../geo/resolve-location';
import { HttpError } from '../http/errors';
import type { ListingProvider } from '../providers/listing-provider';
import { uniqueAttributions } from './unique-attributions';

/** Resolves the location, asks the active provider, and answers the spec's search shape. */
export async function searchRestaurants(
  provider: ListingProvider,
  query: SearchRequest,
): Promise<SearchResponse> {
  let center: { latitude: number; longitude: number };
  let label: string;
  if (query.latitude !== undefined && query.longitude !== undefined) {
    center = { latitude: query.latitude, longitude: query.longitude };
    label = query.location || `${query.latitude.toFixed(4)}, ${query.longitude.toFixed(4)}`;
  } else {
    const resolved = resolveLocation(query.location ?? '');
    if (!resolved) {
      throw new HttpError(
        400,
        'UNKNOWN_LOCATION',
        `We couldn't find "${query.location}". Try ${LOCATION_FORMS.slice(0, -1).join(', ')} or ${LOCATION_FORMS.at(-1)}, for example "Austin, TX" or "78701".`,
      );
    }
    center = { latitude: resolved.latitude, longitude: resolved.longitude };
    label = resolved.label;
  }
  const result = await provider.search({
    ...center,
    locationText: query.location,
    term: query.term,
    limit: query.limit,
    offset: query.offset,
    sortBy: query.sort_by,
    price: query.price,
    category: query.category,
    minRating: query.minRating,
    radius: query.radius,
    features: query.features,
    openNow: query.open_now,
  });
  return {
    restaurants: result.restaurants,
    total: result.total,
    region: { center },
    location_label: label,
    attribution: uniqueAttributions(result.restaurants.map((restaurant) => restaurant.attribution)),
  };
}
