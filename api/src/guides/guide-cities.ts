import { placeSlug, type GuideCity } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { loadUsCities, type UsCity } from '../geo/load-us-cities';
import { normalizePlaceName } from '../geo/normalize-place-name';
import { countPlacesByCity } from '../places/read-places';
import { guideListings } from './guide-listings';

/**
 * The major cities every state guide lists, whether or not the catalog has places there
 * (the spec's "about 49 cities of major states"), as GeoNames names them.
 */
export const MAJOR_CITIES: Readonly<Record<string, readonly string[]>> = {
  AZ: ['Phoenix', 'Tucson'],
  CA: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Oakland'],
  CO: ['Denver'],
  CT: ['Bridgeport', 'New Haven', 'Hartford'],
  FL: ['Jacksonville', 'Miami', 'Tampa', 'Orlando'],
  GA: ['Atlanta'],
  IL: ['Chicago', 'Aurora', 'Naperville', 'Springfield'],
  MA: ['Boston', 'Worcester'],
  MI: ['Detroit', 'Grand Rapids'],
  MO: ['Kansas City', 'St. Louis'],
  NJ: ['Newark', 'Jersey City', 'Trenton'],
  NY: ['New York City', 'Buffalo', 'Rochester', 'Syracuse', 'Albany'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati'],
  PA: ['Philadelphia', 'Pittsburgh', 'Scranton'],
  TX: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso'],
  WA: ['Seattle', 'Spokane'],
};

/** A city of the guides with the names places use for it (to find them case-insensitively). */
export interface GuideCityEntry extends GuideCity {
  /** The city names, as stored in the catalog, that make up this city. */
  catalogNames: string[];
}

/** The gazetteer's best city of this name in this state (whole places before sections). */
export function findGazetteerCity(name: string, stateCode: string): UsCity | undefined {
  return loadUsCities()
    .byName.get(normalizePlaceName(name))
    ?.find((city) => city.state === stateCode);
}

/**
 * Every city of the guides, by state code: the major cities, every city where the catalog
 * has places and every city of a sample listing. A city is keyed by its slug, so 'Saint
 * Louis' and 'St. Louis' places land in one city, named as GeoNames names it.
 */
export async function loadGuideCities(sql: Sql): Promise<Map<string, GuideCityEntry[]>> {
  const [rows, listings] = await Promise.all([countPlacesByCity(sql), guideListings(sql)]);
  const byState = new Map<string, Map<string, GuideCityEntry>>();
  const cityOf = (name: string, stateCode: string): GuideCityEntry => {
    const known = findGazetteerCity(name, stateCode);
    const displayName = known?.name ?? name.trim();
    const slug = placeSlug(displayName);
    let cities = byState.get(stateCode);
    if (!cities) byState.set(stateCode, (cities = new Map()));
    let entry = cities.get(slug);
    if (!entry) {
      entry = {
        stateCode,
        name: displayName,
        slug,
        population: known?.population ?? 0,
        placeCount: 0,
        listingCount: 0,
        catalogNames: [],
      };
      cities.set(slug, entry);
    }
    return entry;
  };
  for (const [stateCode, names] of Object.entries(MAJOR_CITIES))
    for (const name of names) cityOf(name, stateCode);
  for (const row of rows) {
    if (!placeSlug(row.city)) continue;
    const entry = cityOf(row.city, row.state);
    entry.placeCount += row.places;
    entry.catalogNames.push(row.city);
  }
  for (const listing of listings) cityOf(listing.city, listing.stateCode).listingCount += 1;

  const result = new Map<string, GuideCityEntry[]>();
  for (const [stateCode, cities] of byState)
    result.set(
      stateCode,
      [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-US')),
    );
  return result;
}

/**
 * The city a guide URL names: one of the guides' cities by slug, in any case, or else a
 * real GeoNames city of that state (a city with no places yet), or undefined.
 */
export function findGuideCity(
  cities: readonly GuideCityEntry[],
  slug: string,
  stateCode: string,
): GuideCityEntry | undefined {
  const wanted = slug.toLowerCase();
  const listed = cities.find((city) => city.slug === wanted);
  if (listed) return listed;
  const known = findGazetteerCity(wanted.replace(/-/g, ' '), stateCode);
  if (!known) return undefined;
  // 'new-york' names New York City: the listed city of the canonical slug, if any.
  const canonical = cities.find((city) => city.slug === placeSlug(known.name));
  return (
    canonical ?? {
      stateCode,
      name: known.name,
      slug: placeSlug(known.name),
      population: known.population,
      placeCount: 0,
      listingCount: 0,
      catalogNames: [],
    }
  );
}

/** The guide city a place or listing in `name`, `stateCode` belongs to (its slug). */
export function guideCitySlug(name: string, stateCode: string): string {
  return placeSlug(findGazetteerCity(name, stateCode)?.name ?? name);
}
