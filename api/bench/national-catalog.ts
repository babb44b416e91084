import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createRandom, type Random } from '../src/catalog/sample/create-random';
import { generatePlace } from '../src/catalog/sample/generate-place';
import { loadUsCities, type UsCity } from '../src/geo/load-us-cities';

const KM_PER_DEGREE = 111.2;
/** Places stand within this distance of their city's centre, denser near it. */
const SPREAD_KM = 6;

/** The CSV columns the national file fills (the importer's own names, see read-csv-places). */
const HEADER = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'phone',
  'price',
  'rating',
  'review_count',
  'categories',
  'features',
  'transactions',
  'opening_hours',
];

/**
 * The cities a national catalog spreads over, each with its share: whole places (not
 * sections of bigger ones) of at least 5,000 people, weighted by population, so New York
 * gets most places and a county seat of 6,000 a few, as real pizza places are spread.
 */
export function nationalCities(): { city: UsCity; weight: number }[] {
  return loadUsCities()
    .cities.filter((city) => !city.isSection && city.population >= 5_000)
    .map((city) => ({ city, weight: city.population }));
}

/** Population-weighted picking in O(log n): a cumulative table and a binary search. */
function cityPicker(cities: readonly { city: UsCity; weight: number }[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const { weight } of cities) cumulative.push((sum += weight));
  return (random: Random): UsCity => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return cities[low].city;
  };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * `count` generated pizza places over the whole US as CSV lines (the header first), the
 * same for the same seed. Each is a sample-style place (name, hours, price, features)
 * put near a real city picked by population, with a new id, so the catalog is spread as
 * a national one is. Lines come one at a time: nothing holds the whole catalog.
 */
export function* nationalCsvLines(count: number, seed: string): Generator<string> {
  const random = createRandom(seed);
  const pick = cityPicker(nationalCities());
  // Names are unique within a city, as the sample generator keeps them.
  const takenNames = new Map<number, Set<string>>();
  yield HEADER.join(',');
  for (let index = 0; index < count; index += 1) {
    const city = pick(random);
    // A normal spread around the centre, cut at SPREAD_KM: a town's places sit in town.
    const distanceKm = Math.min(SPREAD_KM, Math.abs(random.normal()) * (SPREAD_KM / 2.5));
    const bearing = random.next() * 2 * Math.PI;
    const latitude = city.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE;
    const longitude =
      city.longitude +
      (distanceKm * Math.sin(bearing)) /
        (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
    const taken = takenNames.get(city.id) ?? new Set<string>();
    takenNames.set(city.id, taken);
    const place = generatePlace(
      {
        sourceId: `national-${index}`,
        city: city.name,
        state: city.state,
        latitude,
        longitude,
        zip: '',
      },
      random,
      taken,
    );
    yield [
      `n${index}`,
      place.name,
      place.address1 ?? '',
      city.name,
      city.state,
      '',
      latitude.toFixed(6),
      longitude.toFixed(6),
      place.display_phone ?? '',
      place.price ?? '',
      String(place.rating),
      String(place.review_count),
      place.categories.map((category) => category.alias).join(';'),
      place.features.join(';'),
      place.transactions.join(';'),
      // Some real places carry no hours at all.
      random.chance(0.7) ? (place.opening_hours ?? '') : '',
    ]
      .map(csvField)
      .join(',');
  }
}

/** Writes nationalCsvLines to a file, waiting whenever the disk falls behind. */
export async function writeNationalCsv(file: string, count: number, seed: string): Promise<void> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  for (const line of nationalCsvLines(count, seed)) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
