import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { createAnswerCache } from '../src/answers/answer-cache';
import { mergeScopes, scopeTouches, UNCHANGED_BY_CLOCK } from '../src/answers/answer-scope';
import type { Sql } from '../src/db/client';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

// A review changes one place's rating, review count and reviews. The answers that show
// that place go at once; the others stay (issue 13: a review used to drop every answer,
// so under a steady trickle of writes the cache kept almost nothing).

const AUSTIN = '/api/restaurants/search?location=Austin%2C%20TX';
const CHICAGO = '/api/restaurants/search?location=Chicago%2C%20IL';

let db: TestDatabase;
let pool: Sql;
let server: FastifyInstance;
/** Statements about places sent since the last reset (not postgres.js's own look-ups). */
const counter = { queries: 0 };

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
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
    // Each from its own visitor: a second review of a place from one client waits for staff.
    remoteAddress: nextClientAddress(),
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

describe('a review drops only the answers that show the place', () => {
  it('keeps searches and places that do not show it, and drops those that do', async () => {
    const austin = (await queriesFor(AUSTIN)).body;
    const chicagoPlace = await placeIn('Chicago');
    for (const url of [CHICAGO, `/api/restaurants/catalog/${chicagoPlace}`])
      await server.inject(url);
    const shown = austin.restaurants[0];

    await review(shown.id);
    expect((await queriesFor(CHICAGO)).queries).toBe(0);
    expect((await queriesFor(`/api/restaurants/catalog/${chicagoPlace}`)).queries).toBe(0);
    const again = await queriesFor(AUSTIN);
    expect(again.queries).toBeGreaterThan(0);
    const listed = again.body.restaurants.find((place: { id: string }) => place.id === shown.id);
    expect(listed.review_count).toBe(shown.review_count + 1);
  });

  it('keeps a search whose page does not show the place (it shows it within the TTL)', async () => {
    const firstFive = `${AUSTIN}&limit=5`;
    await server.inject(firstFive);
    const next = (await server.inject(`${AUSTIN}&limit=5&offset=5`)).json();
    await review(next.restaurants[0].id);
    expect((await queriesFor(firstFive)).queries).toBe(0);
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

  it('drops a city guide when a place it lists changes, not for a place elsewhere', async () => {
    const url = '/api/guides/states/illinois/cities/chicago';
    const guide = (await queriesFor(url)).body;
    await review(await placeIn('Houston'));
    expect((await queriesFor(url)).queries).toBe(0);
    await review(guide.places[0].id);
    expect((await queriesFor(url)).queries).toBeGreaterThan(0);
  });
});

describe('scopes', () => {
  it('say whether a review of a place touches an answer', () => {
    expect(scopeTouches(undefined, 'a')).toBe(true);
    expect(scopeTouches({ places: [] }, 'a')).toBe(false);
    expect(scopeTouches({ places: ['b'] }, 'a')).toBe(false);
    expect(scopeTouches({ places: ['b', 'a'] }, 'a')).toBe(true);
  });

  it('merge into what any part depends on, and the earliest time the clock changes one', () => {
    expect(
      mergeScopes([
        { places: ['a'], until: 2000 },
        { places: ['b'], about: ['b'], until: 1000 },
        { places: [], until: UNCHANGED_BY_CLOCK },
      ]),
    ).toEqual({ places: ['a', 'b'], about: ['b'], until: 1000 });
    // A part that cannot tell when the clock changes it: the whole cannot either.
    expect(mergeScopes([{ places: ['a'], until: 2000 }, { places: ['b'] }])).toEqual({
      places: ['a', 'b'],
    });
    expect(mergeScopes([{ places: ['a'] }, undefined])).toBeUndefined();
    // Made of nothing: nothing in it follows the clock.
    expect(mergeScopes([])).toEqual({ places: [], until: UNCHANGED_BY_CLOCK });
  });

  it('keep an answer by its `until` across minutes, for no earlier time, and send it once more when it passes', async () => {
    const clock = testClock('2026-11-21T01:00:50Z');
    const answers = createAnswerCache({ ttlSeconds: 3600, clock });
    let made = 0;
    let until = Date.parse('2026-11-21T01:30:00Z');
    const produce = async () => ({ body: `answer ${(made += 1)}`, scope: { places: [], until } });
    expect((await answers.get('key', produce)).body).toBe('answer 1');
    clock.set('2026-11-21T01:29:59Z');
    expect((await answers.get('key', produce)).body).toBe('answer 1');
    // A clock set back: not an answer made after it.
    clock.set('2026-11-21T01:00:00Z');
    expect((await answers.get('key', produce)).body).toBe('answer 2');
    clock.set('2026-11-21T01:30:00Z');
    until = Date.parse('2026-11-21T02:00:00Z');
    expect((await answers.get('key', produce)).body).toBe('answer 2');
    // The new one, made in the background meanwhile.
    await answers.settled();
    expect((await answers.get('key', produce)).body).toBe('answer 3');
    expect(made).toBe(3);
    // A page's data never takes an answer the clock has changed.
    clock.set('2026-11-21T02:00:00Z');
    expect((await answers.get('key', produce, { current: true })).body).toBe('answer 4');
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
      await answers.placeChanged('a');
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

  it('give a page’s data this minute’s answer at the turn of a minute, not the last one', async () => {
    const clock = testClock('2026-11-21T01:00:50Z');
    const answers = createAnswerCache({ ttlSeconds: 30, clock });
    let made = 0;
    const produce = async () => `answer ${(made += 1)}`;
    expect((await answers.get('key', produce)).body).toBe('answer 1');
    clock.set('2026-11-21T01:01:05Z');
    expect((await answers.get('key', produce, { current: true })).body).toBe('answer 2');
  });
});
