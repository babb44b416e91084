import { distanceKm } from '../geo/distance-km';

/** A catalog place whose rating and review count just changed (a review was written). */
export interface ChangedPlace {
  id: string;
  latitude: number;
  longitude: number;
  /** Two-letter code and city name as the catalog row holds them. */
  state: string;
  city: string;
}

/**
 * Which changed places an answer depends on: one that shows those places, draws its places
 * from those circles, states or cities. An answer without a scope depends on every place
 * (the safe default); an empty scope ({}) on none, as a guide's list of cities, which no
 * review changes. Imports, approvals and staff actions still drop every answer.
 */
export interface AnswerScope {
  /** Places shown by id (details, reviews, featured). */
  places?: string[];
  /** Circles places are drawn from (a search), radius in metres. */
  areas?: { latitude: number; longitude: number; metres: number }[];
  /** States places are drawn from (a whole-state search). */
  states?: string[];
  /** Cities places are drawn from, as `STATE|catalog city name` (a city guide). */
  cities?: string[];
}

/**
 * Slack on a circle's edge: the catalog measures on its own sphere (earthdistance), this
 * on another; a place a metre outside either way is dropped with the rest, never missed.
 */
const EDGE_SLACK = 1.001;
const EDGE_SLACK_METRES = 100;

/** Whether a change to `place` can change an answer of this scope. */
export function scopeTouches(scope: AnswerScope | undefined, place: ChangedPlace): boolean {
  if (!scope) return true;
  if (scope.places?.includes(place.id)) return true;
  if (scope.states?.includes(place.state)) return true;
  if (scope.cities?.includes(`${place.state}|${place.city}`)) return true;
  return scope.areas?.some((area) => withinArea(area, place)) ?? false;
}

/** A degree of latitude is at least this long; farther north or south is out at once. */
const METRES_PER_DEGREE_OF_LATITUDE = 110_500;

function withinArea(
  area: { latitude: number; longitude: number; metres: number },
  place: ChangedPlace,
): boolean {
  const reach = area.metres * EDGE_SLACK + EDGE_SLACK_METRES;
  if (Math.abs(area.latitude - place.latitude) * METRES_PER_DEGREE_OF_LATITUDE > reach)
    return false;
  return distanceKm(area.latitude, area.longitude, place.latitude, place.longitude) * 1000 <= reach;
}

/** The scope of something made from several answers: what any of them depends on. */
export function mergeScopes(scopes: (AnswerScope | undefined)[]): AnswerScope | undefined {
  const merged: Required<AnswerScope> = { places: [], areas: [], states: [], cities: [] };
  for (const scope of scopes) {
    if (!scope) return undefined;
    merged.places.push(...(scope.places ?? []));
    merged.areas.push(...(scope.areas ?? []));
    merged.states.push(...(scope.states ?? []));
    merged.cities.push(...(scope.cities ?? []));
  }
  return merged;
}
