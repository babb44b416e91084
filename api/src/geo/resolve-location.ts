import { findCity } from './find-city';
import { findNearestCity } from './find-nearest-city';
import { findUsState } from './find-us-state';
import type { UsCity } from './load-us-cities';
import { loadUsZips } from './load-us-zips';

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  /** What the visitor sees, e.g. 'Austin, TX', '78701 (Austin, TX)', 'Near Austin, TX'. */
  label: string;
  kind: 'city' | 'zip' | 'coordinates';
  city: string | null;
  state: string | null;
  zip: string | null;
}

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

function resolveZip(zipCode: string): ResolvedLocation | null {
  const zip = loadUsZips().byZip.get(zipCode);
  // Territories' ZIPs (Puerto Rico, Guam, ...) are outside the directory.
  if (!zip || !zip.state) return null;
  const city = findNearestCity(zip.latitude, zip.longitude, { state: zip.state, maxKm: 40 });
  return {
    latitude: zip.latitude,
    longitude: zip.longitude,
    label: city ? `${zipCode} (${city.name}, ${city.state})` : zipCode,
    kind: 'zip',
    city: city?.name ?? null,
    state: city?.state ?? zip.state,
    zip: zipCode,
  };
}

/** "City, ST" and "City, State": the state must exist and hold a city of that name. */
function resolveCityAndState(cityText: string, stateText: string): ResolvedLocation | null {
  const state = findUsState(stateText);
  if (!state) return null;
  const city = findCity(cityText, state.code);
  return city ? cityLocation(city) : null;
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
 * Resolves the location text of a search ("City, ST", "City, State", a city alone, a
 * five-digit ZIP or "lat,lng") to coordinates and a label; null when it names no
 * known place. Case, extra spaces, periods and Saint/St. do not matter.
 */
export function resolveLocation(input: string): ResolvedLocation | null {
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
    if (stateText.trim() === '') return resolveLocation(cityText);
    return resolveCityAndState(cityText, stateText);
  }
  const city = findCity(place);
  return city ? cityLocation(city) : resolveWithoutComma(place);
}
