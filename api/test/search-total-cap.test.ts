// Decision 0061: a catalog search counts its matches up to SEARCH_TOTAL_CAP (1,000); past it
// the answer's total is the cap and `total_capped` says more match. The pages up to the
// deepest offset a search may ask for still come back full.
import type { FastifyInstance } from 'fastify';
import { SearchResponseSchema } from '@pizza-atlas/contracts';
import { SEARCH_TOTAL_CAP, searchPlaces, type PlaceQuery } from '../src/places/read-places';
import { buildServer } from '../src/server';
import { placeQuery } from './place-query';
import { CENTRAL, testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

/** Places around Chicago's centre: 1,030, of which exactly SEARCH_TOTAL_CAP are cheap ('$'). */
const PLACES = 1_030;
const CHEAP = SEARCH_TOTAL_CAP;
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };

let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock(CENTRAL.fridayDinner);

beforeAll(async () => {
  db = await createTestDatabase();
  // Every place within about 3 km of the centre, open around the clock, with distinct
  // ratings and review counts so every order is strict.
  await db.sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, opening_hours, attribution)
    select 'csv', 'cap-' || i, 'Cap Test Pizza ' || i, 'Chicago', 'IL',
      ${CHICAGO.latitude} + ((i * 37 % 1000) / 1000.0 - 0.5) * 0.05,
      ${CHICAGO.longitude} + ((i * 53 % 1000) / 1000.0 - 0.5) * 0.06,
      (i % 9) / 2.0 + 1, i, case when i <= ${CHEAP} then '$' else '$$' end,
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza')),
      array['takeout'], '24/7', 'Cap test'
    from generate_series(1, ${PLACES}) as i`;
  await db.sql`analyze catalog_restaurants`;
  app = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function search(query: string) {
  const response = await app.inject(
    `/api/restaurants/search?location=Chicago%2C%20IL&radius=10000&${query}`,
  );
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

describe('a capped search total (decision 0061)', () => {
  it('has more places than the cap in the circle', async () => {
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants`;
    expect(count).toBe(PLACES);
    expect(PLACES).toBeGreaterThan(SEARCH_TOTAL_CAP);
  });

  it.each([
    ['nearest first (the index walk, counted apart)', 'sort_by=distance'],
    ['by rating (one ranking pass)', 'sort_by=rating'],
    ['best match with a word (one ranking pass)', 'term=cap%20test'],
    ['open now (filtered in code)', 'open_now=true'],
  ])('%s: stops the total at the cap and says so', async (_, query) => {
    const body = await search(`${query}&limit=20`);
    expect(body.restaurants).toHaveLength(20);
    expect(body.total).toBe(SEARCH_TOTAL_CAP);
    expect(body.total_capped).toBe(true);
  });

  it('gives an exact total, unflagged, up to the cap itself', async () => {
    const cheap = await search('price=1&sort_by=distance&limit=20');
    expect(cheap.total).toBe(CHEAP);
    expect(cheap.total_capped).toBeUndefined();
    const fewer = await search('price=1&minRating=5&sort_by=rating&limit=20');
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from catalog_restaurants where price = '$' and rating >= 5`;
    expect(count).toBeGreaterThan(20);
    expect(fewer.total).toBe(count);
    expect(fewer.total_capped).toBeUndefined();
  });

  it('still serves the last reachable page, full, beyond the capped total', async () => {
    // offset ≤ 1,000 and limit ≤ 50 (SearchRequestSchema): places 1,001 to 1,030 are the last.
    const all = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants order by rating desc, review_count desc, id`;
    const last = await search('sort_by=rating&offset=1000&limit=50');
    expect(last.total).toBe(SEARCH_TOTAL_CAP);
    expect(last.total_capped).toBe(true);
    expect(last.restaurants.map((place) => place.id)).toEqual(
      all.slice(1000, 1050).map((row) => row.id),
    );
    const beforeCap = await search('sort_by=rating&offset=980&limit=20');
    expect(beforeCap.restaurants.map((place) => place.id)).toEqual(
      all.slice(980, 1000).map((row) => row.id),
    );
    expect(beforeCap.total_capped).toBe(true);
  });

  it('counts with the cap too when the page is past the last place (the empty page)', async () => {
    const page = await searchPlaces(
      db.sql,
      {
        ...CHICAGO,
        term: 'pizza',
        limit: 20,
        offset: 1040,
        sortBy: 'distance',
        price: [],
        radius: 10_000,
        features: [],
        openNow: false,
      },
      new Date(CENTRAL.fridayDinner),
    );
    expect(page.rows).toEqual([]);
    expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });
});

// Past the cap, a ranking pass still shows the full sort's pages, with the capped total.
describe('a circle past the cap, by rating or review count', () => {
  const query = (overrides: Partial<PlaceQuery>): PlaceQuery =>
    placeQuery(CHICAGO, { sortBy: 'rating', ...overrides });
  const NOW = new Date(CENTRAL.fridayDinner);
  /** Every listed place in the search's order, as a full sort gives it: the reference. */
  async function sortedIds(overrides: Partial<PlaceQuery>): Promise<string[]> {
    const order =
      overrides.sortBy === 'rating'
        ? db.sql`rating desc, review_count desc, id`
        : db.sql`review_count desc, rating desc, id`;
    const rows = await db.sql<{ id: string }[]>`
      select id from catalog_restaurants
      where true
        ${overrides.minRating ? db.sql`and rating >= ${overrides.minRating}` : db.sql``}
        ${overrides.price?.length ? db.sql`and price = any(${overrides.price.map((level) => '$'.repeat(level))})` : db.sql``}
      order by ${order}`;
    return rows.map((row) => row.id);
  }

  it.each([
    ['by rating', { sortBy: 'rating' }],
    ['by review count', { sortBy: 'review_count' }],
    ['by rating, rated 4.5 or more', { sortBy: 'rating', minRating: 4.5 }],
    ['by review count, cheap', { sortBy: 'review_count', price: [1] }],
  ] satisfies [string, Partial<PlaceQuery>][])(
    '%s: every page is the full sort’s',
    async (_, overrides) => {
      const expected = await sortedIds(overrides);
      const shown: string[] = [];
      for (let offset = 0; offset < 100; offset += 20) {
        const page = await searchPlaces(db.sql, query({ ...overrides, offset }), NOW);
        expect(page.total).toBe(Math.min(expected.length, SEARCH_TOTAL_CAP));
        expect(page.totalCapped).toBe(expected.length > SEARCH_TOTAL_CAP);
        for (const row of page.rows) expect(row.distance).toBeLessThanOrEqual(10_000);
        shown.push(...page.rows.map((row) => row.id));
      }
      expect(shown).toEqual(expected.slice(0, 100));
    },
  );
});
