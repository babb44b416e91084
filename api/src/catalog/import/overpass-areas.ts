import { SEARCH_DEFAULT_RADIUS, US_STATES, findUsStateByCode } from '@pizza-atlas/contracts';
import { findCity } from '../../geo/find-city';
import { loadUsCities } from '../../geo/load-us-cities';
import { normalizePlaceName } from '../../geo/normalize-place-name';
import { resolveLocation } from '../../geo/resolve-location';
import type { ImportScope } from './import-places';
import { PIZZA_CUISINE } from './pizza-cuisine';

/** One Overpass query and the area it refreshes. */
export interface OverpassArea {
  scope: ImportScope;
  query: string;
}

/** What `--overpass AREA` asks for: one area, or the whole country one state at a time. */
export interface OverpassPlan {
  /** Key of the run as a whole; a run of several areas resumes by it. */
  runKey: string;
  label: string;
  areas: OverpassArea[];
}

/**
 * Restaurants and fast food whose cuisine list names pizza (PIZZA_CUISINE, the reader's rule
 * too), in any case (open-data.md §1).
 */
const PIZZA_FILTER = `nwr["amenity"~"^(restaurant|fast_food)$"]["cuisine"~"${PIZZA_CUISINE.source}",i]`;
/** The public server's answer-size ceiling (about 1 GB), stated so big states are not cut at the 512 MB default. */
const MAX_SIZE = 1_073_741_824;
/** Seconds; the two biggest states need the longest (public scripts use 90–900 s). */
const STATE_TIMEOUT = 300;
const BIG_STATE_TIMEOUT = 900;
const BIG_STATES = new Set(['CA', 'TX']);
const CITY_TIMEOUT = 120;

/**
 * How far around a city's centre its pizza places are asked for, by population: a big
 * city's metro spreads further than a town's, but never past the directory's own search of
 * the city (SEARCH_DEFAULT_RADIUS), so a search of the city finds every place its import
 * brought. A circle, so the refresh removes only places inside the same circle.
 */
export function cityRadiusMetres(population: number): number {
  if (population >= 1_000_000) return SEARCH_DEFAULT_RADIUS;
  if (population >= 250_000) return 20_000;
  if (population >= 50_000) return 12_000;
  return 8_000;
}

function stateArea(code: string, name: string): OverpassArea {
  const timeout = BIG_STATES.has(code) ? BIG_STATE_TIMEOUT : STATE_TIMEOUT;
  return {
    scope: {
      key: `osm:US-${code}`,
      source: 'osm',
      label: name,
      area: { kind: 'state', state: code },
    },
    query: [
      `[out:json][timeout:${timeout}][maxsize:${MAX_SIZE}];`,
      `area["ISO3166-2"="US-${code}"][admin_level=4]->.s;`,
      `${PIZZA_FILTER}(area.s);`,
      'out center tags;',
    ].join('\n'),
  };
}

function cityArea(city: string, state: string, latitude: number, longitude: number): OverpassArea {
  const population = findCity(city, state)?.population ?? 0;
  const radiusMetres = cityRadiusMetres(population);
  const slug = `${normalizePlaceName(city).replace(/[^a-z0-9]+/g, '-')}-${state.toLowerCase()}`;
  return {
    scope: {
      key: `osm:city:${slug}`,
      source: 'osm',
      label: `${city}, ${state}`,
      area: { kind: 'circle', latitude, longitude, radiusMetres },
    },
    query: [
      `[out:json][timeout:${CITY_TIMEOUT}];`,
      `${PIZZA_FILTER}(around:${radiusMetres},${latitude},${longitude});`,
      'out center tags;',
    ].join('\n'),
  };
}

/** Namesakes listed when a city name without its state names several. */
const NAMESAKES_SHOWN = 5;

/**
 * A city name without a state that several US places share ("Springfield") would refresh
 * whichever the gazetteer ranks first: the operator must say which.
 */
function refuseNamesakes(name: string): void {
  const states = new Map<string, string>();
  for (const city of loadUsCities().byName.get(normalizePlaceName(name)) ?? []) {
    if (!city.isSection && !states.has(city.state))
      states.set(city.state, `${city.name}, ${city.state}`);
  }
  if (states.size < 2) return;
  const names = [...states.values()];
  const shown = names.slice(0, NAMESAKES_SHOWN).join('; ');
  const more = names.length > NAMESAKES_SHOWN ? `; and ${names.length - NAMESAKES_SHOWN} more` : '';
  throw new Error(
    `"${name}" names ${names.length} US places (${shown}${more}): add the state, e.g. "${names[0]}".`,
  );
}

/**
 * The Overpass queries for an area as an operator names it: `US` (the 50 states and DC,
 * one at a time), a state code or name (`IL`, `Illinois`), or a city (`Chicago, IL`,
 * resolved by the gazetteer). Throws with the accepted forms when it names nothing.
 */
export function planOverpassImport(text: string): OverpassPlan {
  const trimmed = text.trim();
  if (/^(us|usa|united states)$/i.test(trimmed)) {
    return {
      runKey: 'osm:US',
      label: 'the United States',
      areas: US_STATES.map((state) => stateArea(state.code, state.name)),
    };
  }
  const byCode = /^[a-z]{2}$/i.test(trimmed) ? findUsStateByCode(trimmed) : undefined;
  if (byCode) {
    const area = stateArea(byCode.code, byCode.name);
    return { runKey: area.scope.key, label: byCode.name, areas: [area] };
  }
  const location = resolveLocation(trimmed);
  if (location?.kind === 'state' && location.state) {
    const state = findUsStateByCode(location.state)!;
    const area = stateArea(state.code, state.name);
    return { runKey: area.scope.key, label: state.name, areas: [area] };
  }
  if (location?.kind === 'city' && !trimmed.includes(',')) refuseNamesakes(trimmed);
  if (location?.kind === 'city' && location.city && location.state && !location.correctedFrom) {
    const area = cityArea(location.city, location.state, location.latitude, location.longitude);
    return { runKey: area.scope.key, label: area.scope.label, areas: [area] };
  }
  throw new Error(
    `"${text}" names no area to import: give "City, ST" (e.g. "Chicago, IL"), a state code (IL) or US.`,
  );
}
