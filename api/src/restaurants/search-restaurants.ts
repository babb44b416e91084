import type { SearchRequest, SearchResponse } from '@pizza-atlas/contracts';
import { LRUCache } from 'lru-cache';
import { findCity } from '../geo/find-city';
import { findNearestCity } from '../geo/find-nearest-city';
import {
  LOCATION_FORMS,
  neighbourhoodLocation,
  resolveSearchLocation,
  type ResolvedLocation,
} from '../geo/resolve-location';
import { HttpError } from '../http/errors';
import type { NeighbourhoodCity } from '../places/neighbourhood-cities';
import type { ListingProvider, ProviderSearch } from '../providers/listing-provider';
import { markPopular } from './mark-popular';
import { uniqueAttributions } from './unique-attributions';

/** A search with its location resolved: everything its answer depends on, but the time. */
export interface ResolvedSearch {
  center: { latitude: number; longitude: number };
  label: string;
  search: ProviderSearch;
  /** How the location was read, for the answer. */
  place?: Pick<ResolvedLocation, 'kind' | 'alternatives' | 'correctedFrom'>;
}

// Geocoding "Chicago, IL" costs about 10 µs, as much as the rest of a cached answer; the
// gazetteers never change while the server runs, and visitors ask for the same places.
const locations = new LRUCache<string, { found: ResolvedLocation | null }>({ max: 10_000 });

function locate(text: string): ResolvedLocation | null {
  let entry = locations.get(text);
  if (!entry) locations.set(text, (entry = { found: resolveSearchLocation(text) }));
  return entry.found;
}

/** The cities whose listed places name a neighbourhood as theirs, most places first. */
export type FindNeighbourhood = (name: string) => Promise<NeighbourhoodCity[]>;

/**
 * A name alone that the gazetteer knows only as a near miss of another, or not at all
 * ("Wicker Park"), and that listed places name as their neighbourhood: its city, the
 * neighbourhood its area, the other cities with one of that name offered (decision 0091).
 */
async function neighbourhoodAlone(
  text: string,
  findNeighbourhood: FindNeighbourhood,
): Promise<ResolvedLocation | null> {
  const cities = (await findNeighbourhood(text)).flatMap((found) => {
    const city = findCity(found.city, found.state);
    return city ? [neighbourhoodLocation(found.neighbourhood, city)] : [];
  });
  const [first, ...others] = cities;
  if (!first) return null;
  return others.length > 0 ? { ...first, alternatives: others.map((o) => o.label) } : first;
}

/**
 * resolveSearch, where a name alone that the gazetteer does not know exactly is first looked
 * for among the neighbourhoods listed places name: "Wicker Park" is Chicago's before it is a
 * near miss of "Winter Park, FL".
 */
export async function resolveSearchWithNeighbourhoods(
  query: SearchRequest,
  findNeighbourhood: FindNeighbourhood,
): Promise<ResolvedSearch> {
  const text = query.location?.replace(/\s+/g, ' ').trim() ?? '';
  const alone = text !== '' && !/[,\d]/.test(text);
  if (alone && (query.latitude === undefined || query.longitude === undefined)) {
    const found = locate(text);
    if (!found || found.correctedFrom) {
      const neighbourhood = await neighbourhoodAlone(text, findNeighbourhood);
      if (neighbourhood) return resolveSearch(query, neighbourhood);
    }
  }
  return resolveSearch(query);
}

/**
 * Resolves the location text (400 UNKNOWN_LOCATION when it names no place we know);
 * `located`: the place it names, when already found.
 */
export function resolveSearch(query: SearchRequest, located?: ResolvedLocation): ResolvedSearch {
  let center: { latitude: number; longitude: number };
  let label: string;
  let resolved: ResolvedLocation | null = null;
  const visitor =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : undefined;
  // A whole state searched by a visitor who shared a position: distances from the visitor.
  const named = visitor && query.location ? locate(query.location) : null;
  if (visitor && named?.kind === 'state') {
    resolved = named;
    center = visitor;
    label = named.label;
  } else if (visitor) {
    center = visitor;
    // The visitor's own position (near me, the quiz): named by the town it is in or near.
    const near = findNearestCity(visitor.latitude, visitor.longitude, { maxKm: 25 });
    label =
      query.location ||
      (near
        ? `${near.name}, ${near.state}`
        : `${visitor.latitude.toFixed(4)}, ${visitor.longitude.toFixed(4)}`);
    resolved = {
      ...center,
      label,
      kind: 'coordinates',
      city: near?.name ?? null,
      state: near?.state ?? null,
      zip: null,
    };
  } else {
    resolved = located ?? locate(query.location ?? '');
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
  // Written out, not spread: `{ ...center, more }` costs about 7 µs in V8, more than the rest.
  const search: ProviderSearch = {
    latitude: center.latitude,
    longitude: center.longitude,
    locationText: query.location,
    term: query.term,
    limit: query.limit,
    offset: query.offset,
    sortBy: query.sort_by,
    // Every price level ('1,2,3,4', as Pizza Intelligence's trending asks) is any price:
    // places whose source states none (open data never does) are not left out.
    price: new Set(query.price).size === 4 ? [] : query.price,
    category: query.category,
    minRating: query.minRating,
    radius: query.radius,
    features: query.features,
    openNow: query.open_now,
  };
  if (resolved.kind === 'state') {
    search.state = resolved.state!;
    search.stateName = resolved.label;
    // Without the visitor's position the centre is only the state's biggest city: no one's.
    if (!visitor) search.unmeasured = true;
  }
  // 'Brooklyn': the places inside the borough first (catalog_restaurants.neighbourhood).
  // "Wicker Park, Chicago, IL": Chicago, with the places of Wicker Park first.
  if (resolved.kind === 'city' && resolved.city) search.area = resolved.area ?? resolved.city;
  const place = {
    kind: resolved.kind,
    alternatives: resolved.alternatives,
    correctedFrom: resolved.correctedFrom,
  };
  return { center, label, search, place };
}

/**
 * The answer cache's key of a search: what the answer depends on, in one spelling.
 * "chicago il" and "Chicago, Illinois" resolve to one place and share a key; the order of
 * price levels and features does not matter; the location text itself is left out (no
 * provider reads it once the point is known), but not what the answer says of it (a typo
 * read as a near miss, other places of the same name).
 */
export function searchKey(
  provider: string,
  { center, label, search, place }: ResolvedSearch,
): string {
  return JSON.stringify([
    'search',
    provider,
    center.latitude,
    center.longitude,
    label,
    search.term.trim().toLowerCase(),
    search.limit,
    search.offset,
    search.sortBy,
    [...new Set(search.price)].sort(),
    search.category ?? null,
    search.minRating ?? null,
    search.radius,
    [...new Set(search.features)].sort(),
    search.openNow,
    search.state ?? null,
    search.unmeasured ?? false,
    search.area ?? null,
    // What the answer says about the words typed: 'Chicgo' and 'Chicago' differ here.
    place?.correctedFrom ?? null,
    place?.alternatives ?? null,
  ]);
}

/** Asks the active provider and answers the spec's search shape. */
export async function answerSearch(
  provider: ListingProvider,
  { center, label, search, place }: ResolvedSearch,
): Promise<SearchResponse> {
  const result = await provider.search(search);
  const unpriced = await unpricedMatches(provider, search, result.total);
  return {
    restaurants: markPopular(result.restaurants),
    total: result.total,
    ...(unpriced ? { unpriced_matches: unpriced } : {}),
    ...(result.totalCapped ? { total_capped: true } : {}),
    ...(result.openNowChecked ? { open_now_checked: result.openNowChecked } : {}),
    region: { center },
    location_label: label,
    ...(place ? { location_kind: place.kind } : {}),
    ...(place?.alternatives ? { alternatives: place.alternatives } : {}),
    ...(place?.correctedFrom ? { corrected_from: place.correctedFrom } : {}),
    ...(search.state ? { top_cities: topCities(result.restaurants) } : {}),
    attribution: uniqueAttributions(result.restaurants.map((restaurant) => restaurant.attribution)),
  };
}

const EVERY_PRICE = [1, 2, 3, 4];

/**
 * A price filter that found nothing where no place lists a price (imported places have
 * none): how many places match the search without it, so the page can say the prices are
 * missing rather than that nothing fits. Two counting searches, asked only for a first page
 * that came back empty; undefined when some place matching the rest lists a price (that
 * price is just not the one asked for) or nothing matches the rest either.
 */
async function unpricedMatches(
  provider: ListingProvider,
  search: ResolvedSearch['search'],
  total: number,
): Promise<{ total: number; capped?: true } | undefined> {
  if (total > 0 || search.price.length === 0 || search.offset > 0) return undefined;
  const counting = { ...search, limit: 1, offset: 0 };
  const priced = await provider.search({ ...counting, price: EVERY_PRICE });
  if (priced.total > 0) return undefined;
  const rest = await provider.search({ ...counting, price: [] });
  if (rest.total === 0) return undefined;
  return { total: rest.total, ...(rest.totalCapped ? { capped: true as const } : {}) };
}

/** The cities of a state search's places, most places first, to offer as narrower searches. */
function topCities(restaurants: SearchResponse['restaurants'], max = 6): string[] {
  const counts = new Map<string, number>();
  for (const { location } of restaurants) {
    if (!location.city || !location.state) continue;
    const city = `${location.city}, ${location.state}`;
    counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([city]) => city);
}
