import { findTownOfZip } from './city-of-zip';
import { findCity } from './find-city';
import { findNearestCity } from './find-nearest-city';
import { findSimilarCities, findSimilarCity } from './find-similar-city';
import { findSimilarState } from './find-similar-state';
import { findUsState } from './find-us-state';
import { loadUsCities, type UsCity } from './load-us-cities';
import { loadUsZips } from './load-us-zips';
import { normalizePlaceName } from './normalize-place-name';

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  /** What the visitor sees, e.g. 'Austin, TX', 'Austin, TX 78701', 'Near Austin, TX', 'Texas'. */
  label: string;
  /** 'state': the whole state, its most populous city as the centre. */
  kind: 'city' | 'zip' | 'coordinates' | 'state';
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Other places the same words name ('Springfield, IL' for 'Springfield'), best first. */
  alternatives?: string[];
  /** The visitor's words when they were read as a near miss ('Chicgo' → Chicago, IL). */
  correctedFrom?: string;
  /**
   * A part of the city the visitor named before it ('Wicker Park' of "Wicker Park, Chicago,
   * IL"): the gazetteer has no such areas, so the city is searched and places whose source
   * names that neighbourhood rank first (decision 0055).
   */
  area?: string;
}

/** Other places of one name offered as choices, at most this many. */
const MAX_ALTERNATIVES = 6;
/** A section of a city ('Logan Square') is searched as the city it lies in, this near. */
const SECTION_CITY_KM = 25;
/** A same-name place smaller than this is not worth offering as a choice. */
const ALTERNATIVE_MIN_POPULATION = 10_000;
/** A city named like a state ('New York', 'Washington') wins over the state from this size. */
export const CITY_OVER_STATE_POPULATION = 100_000;

/** The forms a location may take, for messages that explain a miss. */
export const LOCATION_FORMS = ['City, ST', 'City, State', 'City', 'a five-digit ZIP', 'lat,lng'];

const MAX_LOCATION_LENGTH = 200;
const COORDINATES = /^([-+]?\d{1,3}(?:\.\d+)?)\s*[,\s]\s*([-+]?\d{1,3}(?:\.\d+)?)$/;
const ZIP = /^(\d{5})(?:-\d{4})?$/;
// "…, USA", "… US", "… United States" add nothing.
const TRAILING_COUNTRY = /[,\s]+(u\.?s\.?a?\.?|united states( of america)?)$/i;
// "Austin, TX 78701": the city and state say enough.
const TRAILING_ZIP = /[,\s]+\d{5}(-\d{4})?$/;

function cityLocation(city: UsCity): ResolvedLocation {
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    label: `${city.name}, ${city.state}`,
    kind: 'city',
    city: city.name,
    state: city.state,
    zip: null,
  };
}

function resolveCoordinates(latText: string, lngText: string): ResolvedLocation | null {
  const latitude = Number(latText);
  const longitude = Number(lngText);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const near = findNearestCity(latitude, longitude, { maxKm: 25 });
  return {
    latitude,
    longitude,
    label: near
      ? `Near ${near.name}, ${near.state}`
      : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
    kind: 'coordinates',
    city: near?.name ?? null,
    state: near?.state ?? null,
    zip: null,
  };
}

/** The whole state, centred on its most populous city. */
function stateLocation(code: string, name: string): ResolvedLocation | null {
  const biggest = loadUsCities().cities.find((city) => city.state === code && !city.isSection);
  if (!biggest) return null;
  return {
    latitude: biggest.latitude,
    longitude: biggest.longitude,
    label: name,
    kind: 'state',
    city: null,
    state: code,
    zip: null,
  };
}

/**
 * The city a section of a bigger place lies in ('Logan Square' → Chicago): the town a point
 * there is in (findNearestCity), when it is more populous than the section.
 */
function cityOfSection(section: UsCity): UsCity | undefined {
  const city = findNearestCity(section.latitude, section.longitude, { maxKm: SECTION_CITY_KM });
  return city && city.population > section.population ? city : undefined;
}

/**
 * A neighbourhood searched as its city, the neighbourhood its area: what "Wicker Park,
 * Chicago, IL" reads as, and what a section named alone ('Logan Square') or a neighbourhood
 * the catalog's places name is read as.
 */
export function neighbourhoodLocation(area: string, city: UsCity): ResolvedLocation {
  const found = cityLocation(city);
  return { ...found, label: `${area}, ${found.label}`, area };
}

/**
 * A place of the gazetteer; for a search (`sections`), a section as the city it lies in, with
 * the section as the area.
 */
function placeLocation(city: UsCity, sections: boolean): ResolvedLocation | null {
  if (!city.isSection || !sections) return cityLocation(city);
  const whole = cityOfSection(city);
  return whole ? neighbourhoodLocation(city.name, whole) : null;
}

/**
 * A city named alone, the most populous of that name (whole places before sections of
 * cities); other sizeable places of that name, in other states or sections of other cities,
 * are offered as alternatives.
 */
function cityAlone(text: string, sections: boolean): ResolvedLocation | null {
  const matches = loadUsCities().byName.get(normalizePlaceName(text));
  if (!matches) return null;
  const places = matches.flatMap((city) => {
    const found = placeLocation(city, sections);
    return found ? [{ city, found }] : [];
  });
  const first = places[0];
  if (!first) return null;
  const states = new Set([first.found.state]);
  const labels = new Set([first.found.label]);
  const alternatives: string[] = [];
  for (const { city, found } of places.slice(1)) {
    if (alternatives.length >= MAX_ALTERNATIVES) break;
    if (city.population < ALTERNATIVE_MIN_POPULATION || labels.has(found.label)) continue;
    // Outside a search a section is not offered: it names no city of its own.
    if (city.isSection && !sections) continue;
    // One whole place of a name per state: the biggest ('Springfield, IL' once).
    if (!city.isSection && states.has(found.state)) continue;
    if (!city.isSection) states.add(found.state);
    labels.add(found.label);
    alternatives.push(found.label);
  }
  return alternatives.length > 0 ? { ...first.found, alternatives } : first.found;
}

function resolveZip(zipCode: string): ResolvedLocation | null {
  const zip = loadUsZips().byZip.get(zipCode);
  // Territories' ZIPs (Puerto Rico, Guam, ...) are outside the directory.
  if (!zip || !zip.state) return null;
  // The Postal Service's city ("Chicago, IL 60633"), else the nearest town (city-of-zip.ts).
  const city = findTownOfZip(zip);
  return {
    latitude: zip.latitude,
    longitude: zip.longitude,
    label: city ? `${city.name}, ${city.state} ${zipCode}` : zipCode,
    kind: 'zip',
    city: city?.name ?? null,
    state: city?.state ?? zip.state,
    zip: zipCode,
  };
}

/** "City, ST" and "City, State": the state must exist and hold a city of that name. */
function resolveCityAndState(
  cityText: string,
  stateText: string,
  nearMiss = false,
): ResolvedLocation | null {
  const named = findUsState(stateText);
  const state = named ?? (nearMiss ? findSimilarState(stateText)?.state : undefined);
  if (!state) return null;
  // What was read as a near miss, in the visitor's words (a state they named, by its code).
  const typed = `${cityText.trim()}, ${named ? state.code : stateText.trim()}`;
  const city = findCity(cityText, state.code);
  if (city) return named ? cityLocation(city) : { ...cityLocation(city), correctedFrom: typed };
  if (!nearMiss) return null;
  const similar = findSimilarCity(cityText, state.code);
  return similar ? { ...cityLocation(similar), correctedFrom: typed } : null;
}

/**
 * A misspelt city or state alone ("New Yrok", "Pensylvania"): the nearer miss; on a tie the
 * city when it is as big as CITY_OVER_STATE_POPULATION, as for exact names.
 */
function resolveNearMiss(place: string): ResolvedLocation | null {
  const [similar] = findSimilarCities(place);
  const state = findSimilarState(place);
  const stateWins =
    state &&
    (!similar ||
      state.edits < similar.edits ||
      (state.edits === similar.edits && similar.city.population < CITY_OVER_STATE_POPULATION));
  const found = stateWins
    ? stateLocation(state.state.code, state.state.name)
    : similar && cityLocation(similar.city);
  return found ? { ...found, correctedFrom: place } : null;
}

/** "Austin TX" or "Salt Lake City Utah": try the last one to four words as a state. */
function resolveWithoutComma(text: string): ResolvedLocation | null {
  const words = text.split(' ');
  for (let count = 1; count <= Math.min(4, words.length - 1); count += 1) {
    const found = resolveCityAndState(
      words.slice(0, -count).join(' '),
      words.slice(-count).join(' '),
    );
    if (found) return found;
  }
  return null;
}

/**
 * The place the words name, without offering back as an alternative what the visitor
 * typed ('New York' the city does not ask "Did you mean New York?"): compared as place
 * names are looked up, ignoring case, accents and punctuation.
 */
function withoutTyped(found: ResolvedLocation | null, typed: string): ResolvedLocation | null {
  if (!found?.alternatives) return found;
  const key = normalizePlaceName(typed);
  const alternatives = found.alternatives.filter((place) => normalizePlaceName(place) !== key);
  if (alternatives.length > 0) return { ...found, alternatives };
  const { alternatives: _typed, ...rest } = found;
  return rest;
}

/**
 * Resolves the location text of a search ("City, ST", "City, State", a city alone, a
 * five-digit ZIP or "lat,lng") to coordinates and a label; null when it names no
 * known place. Case, extra spaces, periods and Saint/St. do not matter.
 */
export function resolveLocation(input: string): ResolvedLocation | null {
  return withoutTyped(resolvePlace(input, false), input);
}

/** `sections`: a search's reading, where a section of a city is searched as that city. */
function resolvePlace(input: string, sections: boolean): ResolvedLocation | null {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > MAX_LOCATION_LENGTH) return null;

  const coordinates = COORDINATES.exec(text);
  if (coordinates) return resolveCoordinates(coordinates[1], coordinates[2]);
  const zip = ZIP.exec(text);
  if (zip) return resolveZip(zip[1]);

  const place = text.replace(TRAILING_COUNTRY, '').replace(TRAILING_ZIP, '').trim();
  if (place === '') return null;
  const comma = place.lastIndexOf(',');
  if (comma >= 0) {
    const cityText = place.slice(0, comma);
    const stateText = place.slice(comma + 1);
    if (stateText.trim() === '') return resolvePlace(cityText, sections);
    return resolveCityAndState(cityText, stateText, true);
  }
  const state = findUsState(place);
  const city = cityAlone(place, sections);
  if (state && !(city && findCity(place)!.population >= CITY_OVER_STATE_POPULATION)) {
    const whole = stateLocation(state.code, state.name);
    // 'Washington' the state, with the city offered.
    if (whole && city) return { ...whole, alternatives: [city.label] };
    if (whole) return whole;
  }
  if (city) {
    // 'New York' the city, with the state offered.
    return state ? { ...city, alternatives: [...(city.alternatives ?? []), state.name] } : city;
  }
  return resolveWithoutComma(place) ?? resolveNearMiss(place);
}

/**
 * A search's location: as resolveLocation reads it, else a neighbourhood named before a city
 * it knows exactly ("Wicker Park, Chicago, IL", "Logan Square, Chicago"), read as that city
 * with the neighbourhood as its area. Searches only: an address's street or an import's area
 * must not be read this way.
 */
export function resolveSearchLocation(input: string): ResolvedLocation | null {
  const found = withoutTyped(resolvePlace(input, true), input);
  if (found) return found;
  const text = input.replace(/\s+/g, ' ').trim();
  if (text.length > MAX_LOCATION_LENGTH) return null;
  const comma = text.indexOf(',');
  if (comma <= 0) return null;
  const area = text.slice(0, comma).trim();
  const rest = text.slice(comma + 1).trim();
  // Not a ZIP or a point: "Downtown, 78701" names nothing more than the ZIP does.
  if (area === '' || /\d/.test(area) || rest === '') return null;
  const city = resolveLocation(rest);
  if (!city || city.kind !== 'city' || city.correctedFrom || !city.city || city.area) return null;
  const { alternatives: _others, ...exact } = city;
  return { ...exact, label: `${area}, ${city.label}`, area };
}
