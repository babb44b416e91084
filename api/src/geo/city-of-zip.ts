import { createRequire } from 'node:module';
import { distanceKm } from './distance-km';
import { findCity } from './find-city';
import type { UsCity } from './load-us-cities';

/** ZIP → the city and state the Postal Service names for it. */
let cities: Map<string, { city: string; state: string }> | undefined;

/**
 * The `zipcodes` package's US table (about 42,000 ZIPs), loaded on first use and kept as a
 * small map: its module takes 0.3 s and 28 MB to load, so only an import that meets an
 * address without its city pays for it, never the server's start.
 */
function zipCities(): Map<string, { city: string; state: string }> {
  if (cities) return cities;
  const load = createRequire(__filename);
  const path = load.resolve('zipcodes/lib/codes');
  const { codes } = load(path) as {
    codes: Record<string, { city?: string; state?: string; country?: string }>;
  };
  delete load.cache[path];
  cities = new Map();
  for (const [zip, entry] of Object.entries(codes)) {
    if (entry.country === 'US' && entry.city && entry.state) {
      cities.set(zip, { city: entry.city, state: entry.state });
    }
  }
  return cities;
}

/**
 * The city the Postal Service names for a ZIP code, as the gazetteer writes it ("New York"
 * → New York City), when the ZIP is in `state` and that city's centre lies within `maxKm`
 * of the point. A place without its city in its address is better named by its ZIP than
 * by the nearest town: at a big city's edge the nearest town is often the suburb across
 * the line (60633, Hegewisch, is Chicago; Calumet City's centre is nearer). Undefined
 * when the ZIP names no such city.
 */
export function findCityOfZip(
  zip: string,
  state: string,
  point: { latitude: number; longitude: number },
  maxKm = 40,
): UsCity | undefined {
  const code = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (!code) return undefined;
  const entry = zipCities().get(code);
  if (!entry || entry.state !== state) return undefined;
  const city = findCity(entry.city, state);
  if (!city) return undefined;
  return distanceKm(point.latitude, point.longitude, city.latitude, city.longitude) <= maxKm
    ? city
    : undefined;
}
