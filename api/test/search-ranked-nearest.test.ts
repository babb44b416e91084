// Decision 0068: a search within a radius ranked by anything but distance ranks the nearest
// SEARCH_RANKED_NEAREST matches (every row a visitor can page to), not every match in the circle.
import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  SEARCH_RANKED_NEAREST as RANKED_NEAREST,
} from '@pizza-atlas/contracts';
import { searchWork } from '../bench/explain-search';
import { SEARCH_TOTAL_CAP, searchPlaces, type PlaceQuery } from '../src/places/read-places';
import { placeQuery } from './place-query';
import { CENTRAL } from './test-clock';
import { addFillerPlacesAndVacuum } from './filler-places';
import { createTestDatabase, type TestDatabase } from './test-database';

const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const NOW = new Date(CENTRAL.fridayDinner);
/**
 * Three rings around the point, with clear gaps between them so "the nearest N" is the same
 * whatever the distance's rounding: places 1–1,000 within 1.1 km, 1,001–1,050 at about 3 km,
 * and 1,051–1,100 at about 6 km. The far ring holds the best-rated and most-reviewed places
 * of all, enough to top best match from there too.
 */
const NEAR = SEARCH_TOTAL_CAP;
const PLACES = RANKED_NEAREST + 50;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, opening_hours, attribution)
    select 'csv', 'ring-' || i, 'Ring Pizza ' || i, 'Denver', 'CO',
      ${DENVER.latitude} + metres * sin(i * 2.39996) / 111320.0,
      ${DENVER.longitude} + metres * cos(i * 2.39996) / (111320.0 * cos(radians(${DENVER.latitude}))),
      case when i > ${RANKED_NEAREST} then 5.0 else (i % 8) / 2.0 + 1 end,
      case when i > ${RANKED_NEAREST} then 100000 + i else i end,
      case when i % 2 = 0 then '$' else '$$' end,
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza')),
      array['takeout'], '24/7', 'Ring test'
    from (
      select i, case
        when i <= ${NEAR} then 100 + i
        when i <= ${RANKED_NEAREST} then 3000 + (i - ${NEAR}) * 5
        else 6000 + (i - ${RANKED_NEAREST}) * 5 end as metres
      from generate_series(1, ${PLACES}) as i) as rings`;
  await addFillerPlacesAndVacuum(db.sql);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

const query = (overrides: Partial<PlaceQuery>): PlaceQuery =>
  placeQuery(DENVER, { sortBy: 'rating', ...overrides });

/** The places of rings one and two (source ids 1–RANKED_NEAREST), in the sort's order. */
async function nearestRanked(order: 'rating' | 'review_count', price?: string): Promise<string[]> {
  const rows = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants
    where source_id like 'ring-%' and substring(source_id from 6)::int <= ${RANKED_NEAREST}
      ${price ? db.sql`and price = ${price}` : db.sql``}
    order by ${
      order === 'rating'
        ? db.sql`rating desc, review_count desc, id`
        : db.sql`review_count desc, rating desc, id`
    }`;
  return rows.map((row) => row.id);
}

describe('a ranked search within a radius ranks the nearest matches (decision 0068)', () => {
  it('covers every row a visitor can page to', () => {
    expect(RANKED_NEAREST).toBe(SEARCH_MAX_OFFSET + SEARCH_MAX_LIMIT);
    expect(RANKED_NEAREST).toBeGreaterThan(SEARCH_TOTAL_CAP);
  });

  it.each(['rating', 'review_count'] as const)(
    'by %s: the pages rank the nearest places, not the far ring, with the capped total',
    async (sortBy) => {
      const expected = await nearestRanked(sortBy);
      expect(expected).toHaveLength(RANKED_NEAREST);
      const first = await searchPlaces(db.sql, query({ sortBy }), NOW);
      expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
      expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));
      // The deepest page one can ask for is full and ends the ranking.
      const last = await searchPlaces(
        db.sql,
        query({ sortBy, offset: SEARCH_MAX_OFFSET, limit: SEARCH_MAX_LIMIT }),
        NOW,
      );
      expect(last.rows.map((row) => row.id)).toEqual(expected.slice(SEARCH_MAX_OFFSET));
    },
  );

  it('best match ranks the same nearest places', async () => {
    const page = await searchPlaces(db.sql, query({ sortBy: 'best_match', limit: 50 }), NOW);
    expect(page.rows).toHaveLength(50);
    const far = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants
      where source_id like 'ring-%' and substring(source_id from 6)::int > ${RANKED_NEAREST}`;
    const farIds = new Set(far.map((row) => row.id));
    expect(page.rows.filter((row) => farIds.has(row.id))).toEqual([]);
  });

  it('bounds the matches, not the places: a filter the near places fail finds the far ring', async () => {
    const best = await searchPlaces(db.sql, query({ minRating: 5, limit: 50 }), NOW);
    expect(best.total).toBe(50);
    expect(best.totalCapped).toBe(false);
    expect(best.rows.every((row) => row.rating === 5)).toBe(true);
    expect(best.rows.every((row) => (row.distance ?? 0) > 5_900)).toBe(true);
  });

  it('under the cap, ranks every match in the circle exactly', async () => {
    const cheap = await nearestRanked('rating', '$');
    // Every other place is cheap: 525 of the nearest, and the far ring's 25 are further out.
    const page = await searchPlaces(db.sql, query({ price: [1], radius: 5_000, limit: 50 }), NOW);
    expect(page).toMatchObject({ total: cheap.length, totalCapped: false });
    expect(page.rows.map((row) => row.id)).toEqual(cheap.slice(0, 50));
  });

  it('walks nearest first to the page, not a sort of the whole circle', async () => {
    const work = await searchWork(db.sql, db.url, query({ sortBy: 'distance' }), NOW);
    // The total counted apart reads one past the cap (1,001 entries); the page walks 20 and
    // reads their 20 rows. A sort of the circle would read its 1,100 places on top.
    expect(work.entriesRead).toBeGreaterThan(SEARCH_TOTAL_CAP);
    expect(work.entriesRead).toBeLessThan(SEARCH_TOTAL_CAP + 1 + 3 * 40);
    const page = await searchPlaces(db.sql, query({ sortBy: 'distance', offset: 40 }), NOW);
    const [{ ids }] = await db.sql<{ ids: string[] }[]>`
      select array_agg(id order by d, id) as ids from (
        select id, cube_distance(earth_point, ll_to_earth(${DENVER.latitude}, ${DENVER.longitude})::cube) as d
        from catalog_restaurants where source_id like 'ring-%'
        order by d, id limit 20 offset 40) as nearest`;
    expect(page.rows.map((row) => row.id)).toEqual(ids);
  });
});
