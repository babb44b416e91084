import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATEGORY_FILTERS,
  FEATURE_FILTERS,
  RestaurantSchema,
  type Restaurant,
} from '@pizza-atlas/contracts';
import { weeklyHours } from '../src/hours/weekly-hours';
import type { NewPlace } from '../src/places/place';
import { textFactsOf } from '../src/places/source-text-facts';
import { toRestaurant as toPlaceRestaurant } from '../src/places/to-restaurant';
import {
  generateSampleCatalog,
  type SampleCatalog,
} from '../src/catalog/sample/generate-sample-catalog';
import { SAMPLE_PHOTO_URLS } from '../src/catalog/sample/sample-photos';
import { distanceKm } from '../src/geo/distance-km';
import { stateForZip } from '../src/geo/state-for-zip';

const REFERENCE_DATE = new Date('2026-06-15T00:00:00Z');
const PHOTO_DIR = path.resolve(__dirname, '..', 'static', 'sample-photos');
const SAMPLE_SOURCE_DIR = path.resolve(__dirname, '..', 'src', 'catalog', 'sample');

// Names of US pizza chains the fictional names must never reproduce.
const CHAIN_NAMES = [
  "Domino's",
  'Pizza Hut',
  'Papa John',
  'Little Caesars',
  'Papa Murphy',
  "Marco's",
  'Sbarro',
  'Round Table',
  'Cici',
  "Godfather's",
  'Hungry Howie',
  "Jet's",
  'MOD Pizza',
  'Blaze Pizza',
  'Mellow Mushroom',
  "Giordano's",
  'Malnati',
  "Gino's East",
  'Uno',
  "Bertucci's",
  'California Pizza Kitchen',
  "Grimaldi's",
  'Pizza Ranch',
  'Pizza Inn',
  'Donatos',
  "Rosati's",
  "Shakey's",
  "Mazzio's",
  'Two Brothers',
  'Pieology',
  '&pizza',
  "Russo's",
  "Amato's",
  'Greco',
  'Crust Pizza Co',
  'Toppers',
  "Casey's",
  'Chuck E',
];

let catalog: SampleCatalog;

/**
 * The places (or items) for which check returns a problem. Collecting problems and
 * asserting once keeps thousands of rows fast and the failure message useful.
 */
function problems<T>(
  items: readonly T[],
  check: (item: T) => string | false | undefined,
): string[] {
  return items
    .map((item) => check(item))
    .filter((problem): problem is string => !!problem)
    .slice(0, 10);
}

beforeAll(() => {
  catalog = generateSampleCatalog({ referenceDate: REFERENCE_DATE });
});

/** The sample place in the provider shape the API will answer with (the one mapping). */
function toRestaurant(place: NewPlace & { id: string }): Restaurant {
  return toPlaceRestaurant(
    { ...place, ...textFactsOf(place), removed_at: null, also_from: [], photo_sizes: {} },
    REFERENCE_DATE,
  );
}

describe('generateSampleCatalog', () => {
  it('comes out identical every time, and differently for another seed', () => {
    const again = generateSampleCatalog({ referenceDate: REFERENCE_DATE });
    expect(again).toEqual(catalog);
    const other = generateSampleCatalog({ referenceDate: REFERENCE_DATE, seed: 'another seed' });
    expect(other.restaurants.map((place) => place.name)).not.toEqual(
      catalog.restaurants.map((place) => place.name),
    );
  });

  it('never uses Math.random', () => {
    for (const file of readdirSync(SAMPLE_SOURCE_DIR)) {
      expect(readFileSync(path.join(SAMPLE_SOURCE_DIR, file), 'utf8')).not.toMatch(/Math\.random/);
    }
  });

  it('has at least 2,000 places around at least 150 real cities in every state and DC', () => {
    expect(catalog.restaurants.length).toBeGreaterThanOrEqual(2000);
    const cities = new Set(catalog.restaurants.map((place) => `${place.city}|${place.state}`));
    expect(cities.size).toBeGreaterThanOrEqual(150);
    expect(new Set(catalog.restaurants.map((place) => place.state)).size).toBe(51);
    const perCity = new Map<string, number>();
    for (const place of catalog.restaurants) {
      const key = `${place.city}|${place.state}`;
      perCity.set(key, (perCity.get(key) ?? 0) + 1);
    }
    expect(Math.min(...perCity.values())).toBeGreaterThanOrEqual(5);
    expect(perCity.get('New York City|NY')).toBeGreaterThan(perCity.get('Burlington|VT')!);
  });

  it('matches the restaurant contract in every field', () => {
    for (const place of catalog.restaurants) {
      const parsed = RestaurantSchema.safeParse(toRestaurant(place));
      if (!parsed.success) throw new Error(`${place.source_id}: ${parsed.error.message}`);
    }
  });

  it('marks everything as sample data with unique, stable ids', () => {
    const ids = new Set(catalog.restaurants.map((place) => place.id));
    const sourceIds = new Set(catalog.restaurants.map((place) => place.source_id));
    expect(ids.size).toBe(catalog.restaurants.length);
    expect(sourceIds.size).toBe(catalog.restaurants.length);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const wrong = problems(
      catalog.restaurants,
      (place) =>
        (place.source !== 'sample' ||
          !place.is_sample ||
          place.country !== 'US' ||
          place.url !== null ||
          !uuid.test(place.id)) &&
        place.source_id,
    );
    expect(wrong).toEqual([]);
  });

  it('places every restaurant near its city, at a real ZIP of its state', () => {
    const centres = new Map(catalog.cities.map((city) => [`${city.name}|${city.state}`, city]));
    const misplaced = problems(catalog.restaurants, (place) => {
      const city = centres.get(`${place.city}|${place.state}`);
      if (!city) return `${place.source_id}: unknown city ${place.city}`;
      const km = distanceKm(place.latitude, place.longitude, city.latitude, city.longitude);
      if (km > 27) return `${place.source_id}: ${km.toFixed(1)} km from ${place.city}`;
      if (place.zip_code !== '' && stateForZip(place.zip_code) !== place.state) {
        return `${place.source_id}: ZIP ${place.zip_code} is not in ${place.state}`;
      }
    });
    expect(misplaced).toEqual([]);
    const withZip = catalog.restaurants.filter((place) => /^\d{5}$/.test(place.zip_code)).length;
    expect(withZip / catalog.restaurants.length).toBeGreaterThan(0.95);
  });

  it('gives fictional but believable names, addresses and phone numbers', () => {
    const seen = new Set<string>();
    const chains = CHAIN_NAMES.map((chain) => chain.toLowerCase());
    const wrong = problems(catalog.restaurants, (place) => {
      const key = `${place.city}|${place.state}|${place.name}`;
      if (seen.has(key)) return `${place.source_id}: second '${place.name}' in ${place.city}`;
      seen.add(key);
      const chain = chains.find((name) => place.name.toLowerCase().includes(name));
      if (chain) return `${place.source_id}: '${place.name}' looks like the chain ${chain}`;
      if (!/^\d+ \S.*[A-Za-z]/.test(place.address1)) return `${place.source_id}: ${place.address1}`;
      // 555-0100 to 555-0199 are reserved for fiction.
      if (!/^\+1[2-9]\d{2}55501\d{2}$/.test(place.phone))
        return `${place.source_id}: ${place.phone}`;
      if (!/^\([2-9]\d{2}\) 555-01\d{2}$/.test(place.display_phone)) {
        return `${place.source_id}: ${place.display_phone}`;
      }
    });
    expect(wrong).toEqual([]);
    expect(new Set(catalog.restaurants.map((place) => place.name)).size).toBeGreaterThan(1000);
  });

  it('uses the spec categories, prices, ratings, services and features', () => {
    const aliases = new Set(
      catalog.restaurants.flatMap((place) => place.categories.map((c) => c.alias)),
    );
    const featureKeys = Object.keys(FEATURE_FILTERS);
    const wrong = problems(catalog.restaurants, (place) => {
      const id = place.source_id;
      if (place.categories[0]?.alias !== 'pizza' || place.categories[0].title !== 'Pizza') {
        return `${id}: first category ${JSON.stringify(place.categories[0])}`;
      }
      if (!['$', '$$', '$$$', '$$$$'].includes(place.price ?? ''))
        return `${id}: price ${place.price}`;
      if (
        place.rating < 2.5 ||
        place.rating > 5 ||
        place.rating * 2 !== Math.round(place.rating * 2)
      ) {
        return `${id}: rating ${place.rating}`;
      }
      const unknown = place.features.find((feature) => !featureKeys.includes(feature));
      if (unknown) return `${id}: feature ${unknown}`;
      if (place.features.includes('delivery') !== place.transactions.includes('delivery')) {
        return `${id}: delivery feature and transaction disagree`;
      }
      if (place.features.includes('takeout') !== place.transactions.includes('pickup')) {
        return `${id}: takeout feature and pickup disagree`;
      }
    });
    expect(wrong).toEqual([]);
    // Every category filter of the spec finds places.
    for (const filter of CATEGORY_FILTERS) expect(aliases).toContain(filter.split(',')[1]);
    for (const level of ['$', '$$', '$$$', '$$$$']) {
      expect(catalog.restaurants.some((place) => place.price === level)).toBe(true);
    }
    for (const feature of Object.keys(FEATURE_FILTERS)) {
      expect(catalog.restaurants.some((place) => place.features.includes(feature as never))).toBe(
        true,
      );
    }
    const popular = catalog.restaurants.filter((place) => place.review_count > 50).length;
    expect(popular / catalog.restaurants.length).toBeGreaterThan(0.3);
    expect(popular / catalog.restaurants.length).toBeLessThan(0.9);
  });

  it('gives believable weekly hours, in OSM syntax the hours rule reads', () => {
    const week = (place: NewPlace) => weeklyHours(place.opening_hours, place.state);
    const wrong = problems(catalog.restaurants, (place) => {
      const id = place.source_id;
      const days = week(place);
      if (!days) return `${id}: unreadable hours ${place.opening_hours}`;
      const openDays = days.filter((day) => day.intervals.length > 0).length;
      if (openDays < 6) return `${id}: open ${openDays} days`;
      // Late night: open past 11 PM (past midnight included) on some day.
      const isLate = days.some((day) =>
        day.intervals.some((interval) => interval.next_day || interval.end > '23:00'),
      );
      if (place.features.includes('late_night') !== isLate) return `${id}: late_night flag`;
    });
    expect(wrong).toEqual([]);
    const closedMonday = catalog.restaurants.filter(
      (place) => week(place)![0]!.intervals.length === 0,
    );
    const overnight = catalog.restaurants.filter((place) =>
      week(place)!.some((day) => day.intervals.some((interval) => interval.next_day)),
    );
    expect(closedMonday.length).toBeGreaterThan(100);
    expect(overnight.length).toBeGreaterThan(50);
    expect(overnight.length).toBeLessThan(catalog.restaurants.length / 2);
  });

  it('points photos at the sample illustrations, which exist', () => {
    const files = readdirSync(PHOTO_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(files.length).toBeLessThanOrEqual(12);
    expect(SAMPLE_PHOTO_URLS.map((url) => path.basename(url)).sort()).toEqual([...files].sort());
    for (const file of files) {
      const svg = readFileSync(path.join(PHOTO_DIR, file), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg).toMatch(/<title id="title">Illustration of [^<]+<\/title>/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
    const wrong = problems(
      catalog.restaurants,
      (place) =>
        (place.photos[0] !== place.image_url ||
          new Set(place.photos).size !== place.photos.length ||
          place.photos.some((url) => !SAMPLE_PHOTO_URLS.includes(url))) &&
        `${place.source_id}: ${place.photos.join(' ')}`,
    );
    expect(wrong).toEqual([]);
  });

  it('writes two to six varied reviews per place, in keeping with its rating', () => {
    const byPlace = new Map<string, typeof catalog.reviews>();
    for (const review of catalog.reviews) {
      byPlace.set(review.restaurant_id, [...(byPlace.get(review.restaurant_id) ?? []), review]);
    }
    const twoYears = 731 * 86_400_000;
    const ratings = new Map(catalog.restaurants.map((place) => [place.id, place.rating]));
    const wrongPlaces = problems(catalog.restaurants, (place) => {
      const reviews = byPlace.get(place.id) ?? [];
      if (reviews.length < 2 || reviews.length > 6)
        return `${place.source_id}: ${reviews.length} reviews`;
      if (place.review_count < reviews.length) return `${place.source_id}: review_count too low`;
    });
    expect(wrongPlaces).toEqual([]);
    expect(new Set(catalog.reviews.map((review) => review.id)).size).toBe(catalog.reviews.length);
    const wrongReviews = problems(catalog.reviews, (review) => {
      const when = review.created_at.getTime();
      if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
        return `${review.id}: rating`;
      if (!/^[A-Z][A-Za-z]+ [A-Z]\.$/.test(review.author_name))
        return `${review.id}: ${review.author_name}`;
      if (review.text.length < 20 || /\{\w+\}/.test(review.text))
        return `${review.id}: ${review.text}`;
      if (when >= REFERENCE_DATE.getTime() || when < REFERENCE_DATE.getTime() - twoYears) {
        return `${review.id}: dated ${review.created_at.toISOString()}`;
      }
      if (review.rating <= 2 && /Highly recommend|Best /.test(review.text))
        return `${review.id}: ${review.text}`;
    });
    expect(wrongReviews).toEqual([]);
    const gap = catalog.reviews.reduce(
      (sum, review) => sum + Math.abs(review.rating - ratings.get(review.restaurant_id)!),
      0,
    );
    expect(gap / catalog.reviews.length).toBeLessThan(1);
    const texts = new Set(catalog.reviews.map((review) => review.text));
    expect(texts.size / catalog.reviews.length).toBeGreaterThan(0.9);
  });
});
