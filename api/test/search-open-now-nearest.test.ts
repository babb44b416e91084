// Decision 0072: an open-now search checks the hours of at most SEARCH_RANKED_NEAREST matches
// (within a radius the nearest, across a state the first in the search's order) and says so
// when more match; under that bound every match is checked, as before.
// The test's clock, never the wall clock, decides what is open.
import type { FastifyInstance } from 'fastify';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  SEARCH_RANKED_NEAREST as BOUND,
  SearchResponseSchema,
} from '@pizza-atlas/contracts';
import { searchWork } from '../bench/explain-search';
import { searchPlaces, type PlaceQuery } from '../src/places/read-places';
import { buildServer } from '../src/server';
import { placeQuery } from './place-query';
import { CENTRAL, testClock } from './test-clock';
import { addFillerPlacesAndVacuum } from './filler-places';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

const DENVER = { latitude: 39.7392, longitude: -104.9903 };
/**
 * Two opening hours that never agree at the test's instants (Denver is UTC-7): the evening
 * places are open on Friday at 6 PM and closed on Tuesday at 4 AM, the night places the
 * other way round.
 */
const EVENING = 'Mo-Su 11:00-23:00';
const NIGHT = 'Mo-Su 00:00-06:00';
const FRIDAY = new Date(CENTRAL.fridayDinner);
const TUESDAY = new Date(CENTRAL.tuesdayDawn);
const openAt = (at: Date) => (at === FRIDAY ? EVENING : NIGHT);

/**
 * Rings around the point, with clear gaps so "the nearest N" does not depend on rounding:
 * places 1–1,000 within 1.1 km and 1,001–1,050 at about 3 km, evening and night hours
 * alternating, and every tenth without hours (never open); 1,051–1,100 at about 6 km, the
 * best-rated and most-reviewed of all, every one open in the evening; and 2,000 places at
 * 15–19 km, open in the evening, for the wide search that must not read them.
 */
const NEAR = BOUND;
const FAR = 50;
const WIDE = 2_000;

let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock(FRIDAY);

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count, price,
      categories, features, opening_hours, attribution)
    select 'csv', kind || '-' || i, 'Hours Pizza ' || kind || ' ' || i, 'Denver', 'CO',
      ${DENVER.latitude} + metres * sin(i * 2.39996) / 111320.0,
      ${DENVER.longitude} + metres * cos(i * 2.39996) / (111320.0 * cos(radians(${DENVER.latitude}))),
      rating, review_count, case when i % 4 < 2 then '$' else '$$' end,
      jsonb_build_array(jsonb_build_object('alias', 'pizza', 'title', 'Pizza')),
      array['takeout'], hours, 'Open now test'
    from (
      select 'ring' as kind, i,
        case when i <= 1000 then 100 + i
          when i <= ${NEAR} then 3000 + (i - 1000) * 5
          else 6000 + (i - ${NEAR}) * 5 end as metres,
        case when i > ${NEAR} then 5.0 else (i % 8) / 2.0 + 1 end as rating,
        case when i > ${NEAR} then 100000 + i else i end as review_count,
        case when i <= ${NEAR} and i % 10 = 5 then null
          when i > ${NEAR} or i % 2 = 0 then ${EVENING}
          else ${NIGHT} end as hours
      from generate_series(1, ${NEAR + FAR}) as i
      union all
      select 'wide', i, 15000 + i * 2, 1.0, 0, ${EVENING}
      from generate_series(1, ${WIDE}) as i) as places`;
  await addFillerPlacesAndVacuum(db.sql);
  app = await buildServer({ env: testEnv(), sql: db.sql, logger: false, clock });
}, 90_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const query = (overrides: Partial<PlaceQuery>): PlaceQuery =>
  placeQuery(DENVER, { sortBy: 'rating', openNow: true, ...overrides });

interface Listed {
  id: string;
  opening_hours: string | null;
}

/** Places with hours in the rings named, in the order given, as the test built them. */
async function ringPlaces(
  within: 'near' | 'near and far',
  order: 'rating' | 'distance',
  price?: string,
): Promise<Listed[]> {
  const origin = db.sql`ll_to_earth(${DENVER.latitude}, ${DENVER.longitude})::cube`;
  return db.sql<Listed[]>`
    select id, opening_hours from catalog_restaurants
    where source_id like 'ring-%'
      ${within === 'near' ? db.sql`and substring(source_id from 6)::int <= ${NEAR}` : db.sql``}
      ${price ? db.sql`and price = ${price}` : db.sql``}
    order by ${
      order === 'rating'
        ? db.sql`rating desc, review_count desc, id`
        : db.sql`cube_distance(earth_point, ${origin}), id`
    }`;
}

const openIds = (places: Listed[], at: Date) =>
  places.filter((place) => place.opening_hours === openAt(at)).map((place) => place.id);

describe('open now checks the nearest matches (decision 0072)', () => {
  it.each([
    ['Friday evening', FRIDAY],
    ['Tuesday at dawn', TUESDAY],
  ])(
    'past the bound, ranks the places open on %s among the nearest, and says so',
    async (_, at) => {
      // Within 10 km: 1,100 places with hours, so the far ring lies past the bound.
      const expected = openIds(await ringPlaces('near', 'rating'), at);
      expect(expected).toHaveLength(at === FRIDAY ? NEAR / 2 : NEAR / 2 - NEAR / 10);
      const first = await searchPlaces(db.sql, query({}), at);
      expect(first).toMatchObject({
        total: expected.length,
        totalCapped: false,
        openNowChecked: BOUND,
      });
      expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));
      const last = await searchPlaces(db.sql, query({ offset: 500, limit: SEARCH_MAX_LIMIT }), at);
      expect(last.rows.map((row) => row.id)).toEqual(expected.slice(500));
    },
  );

  it('nearest first shows the nearest open places, the first pages of the whole answer', async () => {
    const expected = openIds(await ringPlaces('near', 'distance'), FRIDAY);
    const page = await searchPlaces(db.sql, query({ sortBy: 'distance', offset: 40 }), FRIDAY);
    expect(page).toMatchObject({ total: expected.length, openNowChecked: BOUND });
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(40, 60));
  });

  it('under the bound, checks every match exactly as before', async () => {
    // Within 5 km only the first two rings list hours: exactly the bound, so nothing is left.
    const near = await searchPlaces(db.sql, query({ radius: 5_000, limit: 50 }), FRIDAY);
    const expected = openIds(await ringPlaces('near', 'rating'), FRIDAY);
    expect(near).toMatchObject({ total: expected.length, totalCapped: false });
    expect(near.openNowChecked).toBeUndefined();
    expect(near.rows.map((row) => row.id)).toEqual(expected.slice(0, 50));
    // A price filter leaves 550 places with hours within 10 km: the far ring's open places,
    // the best rated, are found and come first.
    const cheap = openIds(await ringPlaces('near and far', 'rating', '$'), FRIDAY);
    const page = await searchPlaces(db.sql, query({ price: [1], limit: 50 }), FRIDAY);
    expect(page).toMatchObject({ total: cheap.length, totalCapped: false });
    expect(page.openNowChecked).toBeUndefined();
    expect(page.rows.map((row) => row.id)).toEqual(cheap.slice(0, 50));
    expect(page.rows[0]!.rating).toBe(5);
  });

  it('across a state, checks the first places in the order, so its pages begin the whole answer', async () => {
    const state = { state: 'CO', unmeasured: true, radius: 0 };
    const inOrder = await db.sql<Listed[]>`
      select id, opening_hours from catalog_restaurants
      where state = 'CO'
      order by rating desc, review_count desc, id`;
    expect(inOrder.length).toBeGreaterThan(BOUND);
    const checked = openIds(inOrder.slice(0, BOUND), FRIDAY);
    const all = openIds(inOrder, FRIDAY);
    const first = await searchPlaces(db.sql, query({ ...state, limit: SEARCH_MAX_LIMIT }), FRIDAY);
    expect(first).toMatchObject({ total: checked.length, openNowChecked: BOUND });
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, SEARCH_MAX_LIMIT));
    const deep = await searchPlaces(
      db.sql,
      query({ ...state, offset: checked.length - 10, limit: SEARCH_MAX_LIMIT }),
      FRIDAY,
    );
    expect(deep.rows.map((row) => row.id)).toEqual(checked.slice(-10));
  });

  it('reads the rows of the nearest places, not of the whole circle', async () => {
    // Within 25 km: 3,100 places. The walk reads one past the bound from the index alone,
    // then the rows within the reach of the bound's last place (the first two rings), then
    // the page's 20 rows; the old search read the circle's 3,100 rows.
    const work = await searchWork(db.sql, db.url, query({ radius: 25_000 }), FRIDAY);
    expect(work.entriesRead).toBeGreaterThan(2 * BOUND);
    expect(work.entriesRead).toBeLessThan(2 * (BOUND + 1) + 3 * 40);
    expect(SEARCH_MAX_OFFSET + SEARCH_MAX_LIMIT).toBe(BOUND);
  });

  it('says so in the answer, and the count counts the open ones among those checked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/restaurants/search?latitude=${DENVER.latitude}&longitude=${DENVER.longitude}&radius=10000&sort_by=rating&open_now=true`,
    });
    expect(response.statusCode).toBe(200);
    const answer = SearchResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ total: NEAR / 2, open_now_checked: BOUND });
    expect(answer.total_capped).toBeUndefined();
  });
});
