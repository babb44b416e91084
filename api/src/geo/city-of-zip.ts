import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distanceKm } from './distance-km';
import { findNearestCity } from './find-nearest-city';
import { loadUsCities, type UsCity } from './load-us-cities';
import { loadUsZips, type UsZip } from './load-us-zips';
import { normalizePlaceName } from './normalize-place-name';

/**
 * ZIP → the city the Postal Service names for it, made from the `zipcodes` package by
 * `npm run zip-cities` (zip-cities-table.ts) and kept in the repository. Read from next to
 * this module: src/geo/ under tsx and jest, dist/ in the compiled server (scripts/compile.mjs
 * copies it there).
 */
export const ZIP_CITIES_FILE = path.join(__dirname, 'zip-cities.tsv');

/** How far a ZIP's city, or else the nearest town, may lie from the ZIP's centre or a place. */
const TOWN_KM = 40;
/** How far a wide rural ZIP's own city may lie when no town of its state is within TOWN_KM. */
const WIDE_ZIP_KM = 100;
/** How near a ZIP's centre a place with no ZIP must lie for that ZIP to name its city. */
const NEAR_ZIP_KM = 5;

interface ZipCity {
  city: string;
  state: string;
}

let cities: Map<number, ZipCity> | undefined;

/**
 * The ZIP → city table (about 41,700 ZIPs, keyed by the ZIP as a number), read on first use
 * (preload-gazetteers.ts reads it at start): about 25 ms and 4.5 MB of heap, where the
 * `zipcodes` package's own module takes 0.2 s, and 80 MB more RSS while it loads.
 */
export function loadZipCities(): ReadonlyMap<number, ZipCity> {
  if (cities) return cities;
  const table = new Map<number, ZipCity>();
  for (const line of readFileSync(ZIP_CITIES_FILE, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [state, city, zips] = line.split('\t');
    const entry = { city: city!, state: state! };
    for (const zip of zips!.split(' ')) table.set(Number(zip), entry);
  }
  cities = table;
  return cities;
}

/**
 * The city the Postal Service names for a ZIP code, as the gazetteer writes it ("New York"
 * → New York City, "Bronx" → The Bronx), when the ZIP is in `state` and that city's centre
 * lies within `maxKm` of the point (the nearest of several namesakes in the state). A place
 * or a ZIP is better named by its ZIP's city than by the nearest town: at a big city's edge
 * the nearest town is often the suburb across the line (60633, Hegewisch, is Chicago;
 * Dolton's and Calumet City's centres are nearer). Undefined when the ZIP names no such city.
 */
export function findCityOfZip(
  zip: string,
  state: string,
  point: { latitude: number; longitude: number },
  maxKm = TOWN_KM,
): UsCity | undefined {
  const code = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (!code) return undefined;
  const entry = loadZipCities().get(Number(code));
  if (!entry || entry.state !== state) return undefined;
  const { byName } = loadUsCities();
  const key = normalizePlaceName(entry.city);
  let found: UsCity | undefined;
  let foundKm = maxKm;
  for (const city of [...(byName.get(key) ?? []), ...(byName.get(`the ${key}`) ?? [])]) {
    if (city.state !== state) continue;
    const km = distanceKm(point.latitude, point.longitude, city.latitude, city.longitude);
    if (km <= foundKm) {
      found = city;
      foundKm = km;
    }
  }
  return found;
}

/**
 * The town a ZIP code is labelled by ('Chicago' in "Chicago, IL 60633"): its Postal Service
 * city within 40 km of its centre; else the nearest town of its state within 40 km (the
 * ZIP's city is not in the gazetteer: 90272, Pacific Palisades, reads Santa Monica); else,
 * for a wide rural ZIP with no town that near, its city within 100 km (82414 is Cody's).
 * Undefined outside the 50 states and DC, or with no town at all.
 */
export function findTownOfZip(zip: UsZip): UsCity | undefined {
  if (!zip.state) return undefined;
  return (
    findCityOfZip(zip.zip, zip.state, zip) ??
    findNearestCity(zip.latitude, zip.longitude, { state: zip.state, maxKm: TOWN_KM }) ??
    findCityOfZip(zip.zip, zip.state, zip, WIDE_ZIP_KM)
  );
}

let townsWithMail: Set<UsCity> | undefined;

/**
 * The towns the Postal Service names a ZIP after (Evanston, Oak Park; not Burien, WA, whose
 * ZIPs read Seattle, nor Lemay, MO, whose read St. Louis): every namesake in the ZIP's state.
 */
function townsWithOwnMail(): ReadonlySet<UsCity> {
  if (townsWithMail) return townsWithMail;
  const { byName } = loadUsCities();
  const towns = new Set<UsCity>();
  const seen = new Set<ZipCity>();
  for (const entry of loadZipCities().values()) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    const key = normalizePlaceName(entry.city);
    for (const city of [...(byName.get(key) ?? []), ...(byName.get(`the ${key}`) ?? [])]) {
      if (city.state === entry.state) towns.add(city);
    }
  }
  townsWithMail = towns;
  return towns;
}

/**
 * The city of a place whose address names neither a city nor a ZIP: the Postal Service city
 * of the nearest ZIP centre (Census ZCTA) of its state within 5 km, as findCityOfZip finds it
 * from the place. Inside a big city's edge the nearest town is often the suburb across the
 * line (West Devon Avenue, Chicago, is 5 km from Evanston's centre and 17 km from Chicago's),
 * but the nearest ZIP centre is the city's (60659). `town` is the nearest town, the caller's
 * fallback: the ZIP's city replaces it only when the town has ZIPs of its own name; a town
 * whose mail goes under a bigger neighbour's name (Burien, WA: "Seattle") is kept, for a ZIP
 * centre says nothing about which of the two a place is in. Undefined when no ZIP centre is
 * that near, its city is not in the gazetteer, or the town is kept.
 */
export function findCityOfNearestZip(
  point: { latitude: number; longitude: number },
  state: string,
  town: UsCity | undefined,
): UsCity | undefined {
  const nearest = loadUsZips()
    .grid.within(point.latitude, point.longitude, NEAR_ZIP_KM)
    .find(({ point: zip }) => zip.state === state)?.point;
  if (!nearest) return undefined;
  const city = findCityOfZip(nearest.zip, state, point);
  if (!city || !town || city === town) return city;
  return townsWithOwnMail().has(town) ? city : undefined;
}
