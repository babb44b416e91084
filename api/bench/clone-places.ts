import { PLACE_COLUMNS } from '../src/places/place';
import type { NewPlace } from '../src/places/place';
import { createRandom } from '../src/catalog/sample/create-random';
import { copyFields, copyText, type RestaurantColumn } from './copy-format';

const KM_PER_DEGREE = 111.2;
/**
 * A clone stands within this distance of its template, which keeps it in the template's
 * neighbourhood and city, near one of the real ZIP centres the generator placed it by.
 */
const JITTER_KM = 3;
/** Rows per yielded chunk: big enough to amortise stream writes, small enough for memory. */
const ROWS_PER_CHUNK = 2_000;

const column = (name: RestaurantColumn) => PLACE_COLUMNS.indexOf(name);
const SOURCE_ID = column('source_id');
const LATITUDE = column('latitude');
const LONGITUDE = column('longitude');
const RATING = column('rating');
const REVIEW_COUNT = column('review_count');

interface Template {
  fields: string[];
  latitude: number;
  longitude: number;
}

/**
 * A source of generated places for growing the catalog fast: clones of realistic
 * generated places, each moved up to JITTER_KM from its template and given a new
 * source_id, with the rating and review count of another random template so that a
 * city's clones do not all sort alike. The rows come out as COPY text, in chunks, so
 * memory stays flat however many are asked for. The same seed gives the same rows.
 */
export function createPlaceCloner(places: readonly NewPlace[], seed: string) {
  if (places.length === 0) throw new Error('cloning needs at least one template place');
  const templates: Template[] = places.map((place) => ({
    fields: copyFields(place),
    latitude: place.latitude,
    longitude: place.longitude,
  }));
  const random = createRandom(seed);

  function clone(template: Template, number: number): string {
    // sqrt spreads the clones evenly over the disc instead of bunching them at its centre.
    const km = Math.sqrt(random.next()) * JITTER_KM;
    const angle = random.next() * 2 * Math.PI;
    const latitude = template.latitude + (km * Math.cos(angle)) / KM_PER_DEGREE;
    const cosLat = Math.cos((template.latitude * Math.PI) / 180);
    const longitude = template.longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * cosLat);
    const scores = templates[Math.floor(random.next() * templates.length)].fields;
    const fields = [...template.fields];
    fields[SOURCE_ID] = copyText(`bench-clone-${number}`);
    fields[LATITUDE] = latitude.toFixed(6);
    fields[LONGITUDE] = longitude.toFixed(6);
    fields[RATING] = scores[RATING];
    fields[REVIEW_COUNT] = scores[REVIEW_COUNT];
    return fields.join('\t');
  }

  /** COPY text for clones numbered first … first + count - 1, a chunk of lines at a time. */
  function* chunks(first: number, count: number): Generator<string> {
    for (let start = 0; start < count; start += ROWS_PER_CHUNK) {
      const lines: string[] = [];
      const end = Math.min(count, start + ROWS_PER_CHUNK);
      for (let offset = start; offset < end; offset += 1) {
        const number = first + offset;
        lines.push(clone(templates[number % templates.length], number));
      }
      yield `${lines.join('\n')}\n`;
    }
  }

  return { chunks };
}
