import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { createAnswerCache } from '../src/answers/answer-cache';
import { scopeTouches, type ChangedPlace } from '../src/answers/answer-scope';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import type { Sql } from '../src/db/client';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// A review changes one place's rating, review count and reviews. The answers that show
// that place, or draw their places from around it, go at once; the others stay (issue 13:
// a review used to drop every answer, so under writes the cache did nothing).

const AUSTIN = '/api/restaurants/search?location=Austin%2C%20TX';
const CHICAGO = '/api/restaurants/search?location=Chicago%2C%20IL';

let db: TestDatabase;
let pool: Sql;
let server: FastifyInstance;
/** Statements about places sent since the last reset (not postgres.js's own look-ups). */
const counter = { queries: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSampleCatalog(db.sql);
  pool = postgres(db.url, {
    max: 5,
    onnotice: () => undefined,
    debug: (_connection, query) => {
      if (query.includes('catalog_')) counter.queries += 1;
    },
  });
  server = await buildServer({
    env: testEnv(),
    sql: pool,
    logger: false,
    clock: testClock(CENTRAL.fridayDinner),
    writeLimit: { max: 1000, timeWindow: 60_000 },
  });
});

afterAll(async () => {
  await server.close();
  await pool.end({ timeout: 5 });
  await db.drop();
});

async function placeIn(city: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = ${city} order by id limit 1`;
  return row!.id;
}

let reviewsSent = 0;
async function review(id: string) {
  reviewsSent += 1;
  const response = await server.inject({
    method: 'POST',
    url: `/api/restaurants/catalog/${id}/reviews`,
    payload: { rating: 5, reviewText: `Scoped review ${reviewsSent}.`, reviewerName: 'Scope' },
  });
  expect(response.statusCode).toBe(201);
}

/** How many statements about places answering `url` took (0: from the cache). */
async function queriesFor(url: string) {
  counter.queries = 0;
  const response = await server.inject(url);
  expect(response.statusCode).toBe(200);
  return { queries: counter.queries, body: response.json() };
}

describe('a review drops only the answers it changes', () => {
  it('keeps searches elsewhere and other places, and drops searches around the place', async () => {
    const austinPlace = await placeIn('Austin');
    const chicagoPlace = await placeIn('Chicago');
    for (const url of [AUSTIN, CHICAGO, `/api/restaurants/catalog/${chicagoPlace}`])
      await server.inject(url);

    await review(austinPlace);
    expect((await queriesFor(CHICAGO)).queries).toBe(0);
    expect((await queriesFor(`/api/restaurants/catalog/${chicagoPlace}`)).queries).toBe(0);
    const austin = await queriesFor(AUSTIN);
    expect(austin.queries).toBeGreaterThan(0);
    const reviewed = (await queriesFor(`/api/restaurants/catalog/${austinPlace}`)).body;
    const listed = austin.body.restaurants.find(
      (place: { id: string }) => place.id === austinPlace,
    );
    if (listed) expect(listed.review_count).toBe(reviewed.review_count);
  });

  it('keeps a place’s reviews until one is written, then shows it at once', async () => {
    const id = await placeIn('Houston');
    const url = `/api/restaurants/catalog/${id}/reviews`;
    const before = await queriesFor(url);
    expect(before.queries).toBeGreaterThan(0);
    expect((await queriesFor(url)).queries).toBe(0);
    await review(id);
    const after = await queriesFor(url);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.reviews[0].text).toBe(`Scoped review ${reviewsSent}.`);
  });

  it('drops a city guide when a place in the city changes, not for a place elsewhere', async () => {
    const guide = '/api/guides/states/illinois/cities/chicago';
    await server.inject(guide);
    await review(await placeIn('Houston'));
    expect((await queriesFor(guide)).queries).toBe(0);
    await review(await placeIn('Chicago'));
    expect((await queriesFor(guide)).queries).toBeGreaterThan(0);
  });
});

describe('scopes', () => {
  const place: ChangedPlace = {
    id: 'a',
    latitude: 30.2672,
    longitude: -97.7431,
    state: 'TX',
    city: 'Austin',
  };

  it('say which changed places touch an answer', () => {
    expect(scopeTouches(undefined, place)).toBe(true);
    expect(scopeTouches({}, place)).toBe(false);
    expect(scopeTouches({ places: ['b'] }, place)).toBe(false);
    expect(scopeTouches({ places: ['b', 'a'] }, place)).toBe(true);
    expect(scopeTouches({ states: ['TX'] }, place)).toBe(true);
    expect(scopeTouches({ cities: ['TX|Austin'] }, place)).toBe(true);
    expect(scopeTouches({ cities: ['TX|Houston'] }, place)).toBe(false);
    // Houston is about 235 km from Austin.
    const houston = { latitude: 29.7633, longitude: -95.3633 };
    expect(scopeTouches({ areas: [{ ...houston, metres: 40_000 }] }, place)).toBe(false);
    expect(scopeTouches({ areas: [{ ...houston, metres: 240_000 }] }, place)).toBe(true);
  });

  it('keep an answer made while a change touched it from being kept', async () => {
    const answers = createAnswerCache({ ttlSeconds: 30, clock: testClock(CENTRAL.fridayDinner) });
    let made = 0;
    let release = () => {};
    const slowly = (scope: string[]) => async () => {
      made += 1;
      const body = `answer ${made}`;
      await new Promise<void>((resolve) => (release = resolve));
      return { body, scope: { places: scope } };
    };
    /** Asks for an answer, changes place a while it is being made, then lets it finish. */
    const changedWhileMaking = async (key: string, scope: string[]) => {
      const before = made;
      const asked = answers.get(key, slowly(scope));
      while (made === before) await new Promise((resolve) => setImmediate(resolve));
      await answers.placeChanged(place);
      release();
      return (await asked).body;
    };
    expect(await changedWhileMaking('touched', ['a'])).toBe('answer 1');
    expect(await changedWhileMaking('untouched', ['b'])).toBe('answer 2');
    const again = (key: string, scope: string[]) =>
      answers.get(key, async () => ({ body: `made ${(made += 1)}`, scope: { places: scope } }));
    expect((await again('untouched', ['b'])).body).toBe('answer 2');
    expect((await again('touched', ['a'])).body).toBe('made 3');
  });
});
