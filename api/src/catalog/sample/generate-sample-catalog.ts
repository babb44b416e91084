import { findZipsNear } from '../../geo/find-zips-near';
import type { UsCity } from '../../geo/load-us-cities';
import type { NewPlace } from '../../places/place';
import { createRandom, type Random } from './create-random';
import { generatePlace, type SamplePlaceSite } from './generate-place';
import { generateReviews, type CatalogReview } from './generate-reviews';
import { pickSampleCities } from './pick-sample-cities';

export interface SampleCatalogOptions {
  /** Changing the seed gives a different, equally deterministic catalog. */
  seed?: string;
  /** Review dates fall in the two years before this day. */
  referenceDate?: Date;
  placeCount?: number;
  cityCount?: number;
}

export interface SampleCatalog {
  restaurants: (NewPlace & { id: string })[];
  reviews: CatalogReview[];
  cities: UsCity[];
}

export const SAMPLE_SEED = 'pizza-atlas-sample-v1';
const DEFAULT_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const MIN_PLACES_PER_CITY = 5;
const KM_PER_DEGREE = 111.2;

/** Shares `total` places among cities by the square root of population, at least a few each. */
function allocatePlaces(cities: readonly UsCity[], total: number): number[] {
  const weights = cities.map((city) => Math.sqrt(city.population));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map((share) => Math.max(MIN_PLACES_PER_CITY, Math.floor(share)));
  let missing = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    counts[index] += 1;
    missing -= 1;
  }
  return counts;
}

function offset(
  random: Random,
  latitude: number,
  longitude: number,
  maxKm: number,
): [number, number] {
  // sqrt keeps the points evenly spread over the disc instead of bunched at its centre.
  const km = Math.sqrt(random.next()) * maxKm;
  const angle = random.next() * 2 * Math.PI;
  const lat = latitude + (km * Math.cos(angle)) / KM_PER_DEGREE;
  const lng =
    longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [Number(lat.toFixed(6)), Number(lng.toFixed(6))];
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The places of one city. Each stands within a kilometre of a real ZIP centre of the
 * city's area (ZIP centres sit where people live, which keeps places out of lakes and
 * bays), and carries that ZIP; a city without ZIP data gets places near its centre.
 */
function generateCity(city: UsCity, count: number, seed: string, referenceDate: Date) {
  const random = createRandom(`${seed}/city/${city.id}`);
  const radiusKm = Math.min(16, Math.max(4, 3 + 2.2 * Math.sqrt(city.population / 100_000)));
  // Some small cities' ZIP centres sit a little outside their GeoNames radius: widen once.
  let zips = findZipsNear(city.latitude, city.longitude, radiusKm, city.state);
  if (zips.length < 3) zips = findZipsNear(city.latitude, city.longitude, 25, city.state);
  const takenNames = new Set<string>();
  const restaurants: SampleCatalog['restaurants'] = [];
  const reviews: CatalogReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const zip = zips.length > 0 ? random.pick(zips) : undefined;
    const [latitude, longitude] = zip
      ? offset(random, zip.latitude, zip.longitude, 1)
      : offset(random, city.latitude, city.longitude, 2);
    const site: SamplePlaceSite = {
      sourceId: `${city.state.toLowerCase()}-${slugify(city.name)}-${city.id}-${index + 1}`,
      city: city.name,
      state: city.state,
      latitude,
      longitude,
      zip: zip?.zip ?? '',
    };
    const place = generatePlace(site, random, takenNames) as NewPlace & { id: string };
    const placeReviews = generateReviews(place, random, referenceDate);
    place.review_count = Math.max(place.review_count, placeReviews.length);
    restaurants.push(place);
    reviews.push(...placeReviews);
  }
  return { restaurants, reviews };
}

/**
 * The sample catalog: fictional pizza places (2,400 by default) around real US cities
 * (180 by default, every state and DC), with reviews. The same options always give the
 * same catalog, ids included.
 */
export function generateSampleCatalog(options: SampleCatalogOptions = {}): SampleCatalog {
  const seed = options.seed ?? SAMPLE_SEED;
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const cities = pickSampleCities(options.cityCount ?? 180);
  const counts = allocatePlaces(cities, options.placeCount ?? 2400);
  const catalog: SampleCatalog = { restaurants: [], reviews: [], cities };
  cities.forEach((city, index) => {
    const generated = generateCity(city, counts[index], seed, referenceDate);
    catalog.restaurants.push(...generated.restaurants);
    catalog.reviews.push(...generated.reviews);
  });
  return catalog;
}
