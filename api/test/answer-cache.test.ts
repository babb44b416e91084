import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { Restaurant } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { openStatusChangesAt } from '../src/hours/place-hours';
import type { Sql } from '../src/db/client';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { eventually } from './eventually';
import { nextClientAddress } from './visitor-writes-app';
import {
  createTestDatabase,
  testEnv,
  type TestDatabase,
  createSampleCatalogDatabase,
} from './test-database';
import { REDIS_URL, itWithRedis, redisNamespaceForBlock } from './redis-namespace';

const SEARCH = '/api/restaurants/search?location=Austin%2C%20TX';

let db: TestDatabase;
let empty: TestDatabase;
const apps: FastifyInstance[] = [];
const pools: Sql[] = [];

/** A pool that counts the statements it sends about places (not its own type look-ups). */
function countingSql(url: string) {
  const counter = { queries: 0 };
  const sql = postgres(url, {
    max: 5,
    onnotice: () => undefined,
    debug: (_connection, query) => {
      if (query.includes('catalog_')) counter.queries += 1;
    },
  });
  pools.push(sql);
  return { sql, counter };
}

async function app(options: {
  url?: string;
  env?: Record<string, string>;
  clock?: ReturnType<typeof testClock>;
  answerNamespace?: string;
}) {
  const { sql, counter } = countingSql(options.url ?? db.url);
  const server = await buildServer({
    env: testEnv(options.env),
    sql,
    logger: false,
    clock: options.clock ?? testClock(CENTRAL.fridayDinner),
    writeLimit: { max: 1000, timeWindow: 60_000 },
    answerNamespace: options.answerNamespace,
  });
  apps.push(server);
  return { server, counter };
}

async function firstPlaceId(): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = 'Austin' order by id limit 1`;
  return row!.id;
}

/** A place's next change as an ISO instant: sorts in time. */
function localChange(place: Restaurant): string {
  return place.open_status?.next_change?.at ?? '9';
}

let reviewsSent = 0;
/** A review with a text of its own: the same text twice from one client is a duplicate. */
function review(server: FastifyInstance, id: string) {
  reviewsSent += 1;
  // Each from its own visitor: a second review of a place from one client waits for staff.
  return server.inject({
    method: 'POST',
    url: `/api/restaurants/catalog/${id}/reviews`,
    remoteAddress: nextClientAddress(),
    payload: {
      rating: 1,
      reviewText: `Cold and late, sadly (visit ${reviewsSent}).`,
      reviewerName: 'Test',
    },
  });
}

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
  empty = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((server) => server.close()));
  await Promise.all(pools.map((sql) => sql.end({ timeout: 5 })));
  await db.drop();
  await empty.drop();
});

describe('the answer cache', () => {
  it('answers a repeated search, featured list and restaurant without the database', async () => {
    const { server, counter } = await app({});
    const id = await firstPlaceId();
    for (const url of [SEARCH, '/api/restaurants/featured', `/api/restaurants/catalog/${id}`]) {
      const first = await server.inject(url);
      const asked = counter.queries;
      expect(asked).toBeGreaterThan(0);
      const again = await server.inject(url);
      expect({ url, queries: counter.queries }).toEqual({ url, queries: asked });
      expect(again.body).toBe(first.body);
      counter.queries = 0;
    }
  });

  it('shares one answer between spellings of a search and asks once for concurrent misses', async () => {
    const { server, counter } = await app({});
    const spellings = [
      '/api/restaurants/search?location=Chicago%2C%20IL&price=2,1',
      '/api/restaurants/search?location=chicago%20illinois&price=1&price=2',
      '/api/restaurants/search?location=%20Chicago,IL%20&price=1,2',
    ];
    const answers = await Promise.all(
      [...spellings, ...spellings].map((url) => server.inject(url)),
    );
    // One search: the ranked ids, then the rows of the page.
    expect(counter.queries).toBe(2);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json().location_label).toBe('Chicago, IL');
  });

  it('makes every answer afresh when ANSWER_CACHE_SECONDS is 0', async () => {
    const { server, counter } = await app({ env: { ANSWER_CACHE_SECONDS: '0' } });
    await server.inject(SEARCH);
    const once = counter.queries;
    await server.inject(SEARCH);
    expect(counter.queries).toBe(2 * once);
  });

  it('drops answers when a review changes a rating and review count', async () => {
    const { server } = await app({});
    const search = (await server.inject(SEARCH)).json();
    const { id, review_count: count } = search.restaurants[0];
    expect((await server.inject(`/api/restaurants/catalog/${id}`)).json().review_count).toBe(count);
    expect((await review(server, id)).statusCode).toBe(201);
    expect((await server.inject(`/api/restaurants/catalog/${id}`)).json().review_count).toBe(
      count + 1,
    );
    const found = (await server.inject(SEARCH)).json();
    const place = found.restaurants.find((r: { id: string }) => r.id === id);
    expect(place.review_count).toBe(count + 1);
  });

  it('keeps an answer for ANSWER_CACHE_SECONDS, on the server’s clock, through minutes that change nothing in it', async () => {
    const clock = testClock('2026-11-21T01:00:00Z');
    const { server, counter } = await app({ clock, env: { ANSWER_CACHE_SECONDS: '20' } });
    const first = await server.inject(SEARCH);
    const once = counter.queries;
    clock.set('2026-11-21T01:00:19Z');
    await server.inject(SEARCH);
    expect(counter.queries).toBe(once);
    clock.set('2026-11-21T01:00:45Z');
    await server.inject(SEARCH);
    expect(counter.queries).toBe(2 * once);
    // Friday 7:01 PM in Austin: no place shown opens or closes, so the minute's turn
    // leaves the answer as it was.
    const changes = first.json().restaurants.map(localChange);
    expect(changes.filter((change: string) => change <= '2026-11-21T01:01:00.000Z')).toEqual([]);
    clock.set('2026-11-21T01:01:04Z');
    await server.inject(SEARCH);
    expect(counter.queries).toBe(2 * once);
    clock.set('2026-11-21T01:01:06Z');
    await server.inject(SEARCH);
    expect(counter.queries).toBe(3 * once);
  });

  it('sends the answer before a place in it opens or closes while it makes the new one', async () => {
    const clock = testClock(CENTRAL.fridayDinner);
    // The first place shown to close (or open) tonight, by its own status.
    const { server: probe } = await app({ clock });
    const places: Restaurant[] = (await probe.inject(SEARCH)).json().restaurants;
    const first = places
      .filter((place) => place.open_status?.next_change)
      .sort((a, b) => localChange(a).localeCompare(localChange(b)))[0]!;
    const change = first.open_status!.next_change!;
    expect(change).toMatchObject({ weekday: 5, days_ahead: 0 });
    const changeAt = Date.parse(change.at);

    clock.set(new Date(changeAt - 10 * 60_000));
    const { server, counter } = await app({ clock, env: { ANSWER_CACHE_SECONDS: '3600' } });
    const before = await server.inject(SEARCH);
    const once = counter.queries;
    clock.set(new Date(changeAt - 1000));
    expect((await server.inject(SEARCH)).body).toBe(before.body);
    expect(counter.queries).toBe(once);
    clock.set(new Date(changeAt + 5000));
    const atChange = await server.inject(SEARCH);
    expect(atChange.body).toBe(before.body);
    // The new answer, made in the background meanwhile.
    await server.answersSettled();
    expect(counter.queries).toBe(2 * once);
    const after: Restaurant[] = (await server.inject(SEARCH)).json().restaurants;
    expect(counter.queries).toBe(2 * once);
    const changed = after.find((place) => place.id === first.id)!;
    expect(changed.open_status!.state).not.toBe(first.open_status!.state);
  });

  it('makes the featured places again when their UTC day ends, though none of them opens or closes', async () => {
    const clock = testClock('2026-11-21T23:59:50Z');
    const { server } = await app({ clock, env: { ANSWER_CACHE_SECONDS: '3600' } });
    const before = (await server.inject('/api/restaurants/featured')).json();
    expect(before.day).toBe('2026-11-21');
    // Nothing shown changes its status (or its local day) until well after midnight UTC.
    const midnight = Date.parse('2026-11-22T00:00:00Z');
    for (const place of before.restaurants as Restaurant[])
      expect(openStatusChangesAt(place.open_status!, clock.now())).toBeGreaterThan(
        midnight + 60_000,
      );
    clock.set('2026-11-22T00:00:05Z');
    // Yesterday's answer goes out once more while today's is made.
    expect((await server.inject('/api/restaurants/featured')).json().day).toBe('2026-11-21');
    await server.answersSettled();
    expect((await server.inject('/api/restaurants/featured')).json().day).toBe('2026-11-22');
  });

  it('makes an open-now search again at the turn of a minute, sending the one before meanwhile', async () => {
    const OPEN_NOW = `${SEARCH}&open_now=true`;
    const clock = testClock('2026-11-21T01:00:50Z');
    const { server, counter } = await app({ clock });
    const before = await server.inject(OPEN_NOW);
    const once = counter.queries;
    clock.set('2026-11-21T01:01:05Z');
    const atTurn = await server.inject(OPEN_NOW);
    expect(atTurn.body).toBe(before.body);
    await server.answersSettled();
    expect(counter.queries).toBe(2 * once);
    await server.inject(OPEN_NOW);
    expect(counter.queries).toBe(2 * once);
    // An answer from before a write is never sent again, not even at a minute's turn.
    clock.set('2026-11-21T01:02:01Z');
    const { id } = before.json().restaurants[0];
    expect((await review(server, id)).statusCode).toBe(201);
    const after = (await server.inject(OPEN_NOW)).json();
    expect(after.restaurants.find((r: { id: string }) => r.id === id).review_count).toBe(
      before.json().restaurants[0].review_count + 1,
    );
  });

  it('still answers bad input with the same 400 errors', async () => {
    const { server } = await app({});
    const unknown = await server.inject('/api/restaurants/search?location=Xyzzy%20Plugh');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_LOCATION');
    const missing = await server.inject(
      '/api/restaurants/catalog/00000000-0000-0000-0000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('answers on the wire', () => {
  it('carry a validator: the same answer again is a 304 without a body', async () => {
    const { server } = await app({});
    const first = await server.inject(SEARCH);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const again = await server.inject({
      url: SEARCH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('come compressed as the client asks (brotli first, then gzip), once per answer', async () => {
    const { server } = await app({});
    const plain = await server.inject(SEARCH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.inject({ url: SEARCH, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await server.inject({ url: SEARCH, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it('are compressed quickly when first sent, and thoroughly once asked again (decision 0052)', async () => {
    const { server } = await app({});
    const plain = (await server.inject(SEARCH)).body;
    const ask = async () => {
      const sent = await server.inject({ url: SEARCH, headers: { 'accept-encoding': 'br' } });
      expect(sent.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(sent.rawPayload).toString()).toBe(plain);
      return sent.rawPayload;
    };
    const quick = await ask();
    expect(quick).toEqual(
      brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 1,
        },
      }),
    );
    // Asked again: the thorough form is made (on the thread pool for a body this big) and
    // goes out once it is ready; the quick one meanwhile.
    await ask();
    let thorough = quick;
    await eventually(async () => (thorough = await ask()).length < quick.length, {
      what: 'the thorough brotli form of the answer',
    });
    expect(thorough).toEqual(
      brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      }),
    );
  });
});

describe('answers shared through Redis', () => {
  const { namespace } = redisNamespaceForBlock('answers');

  itWithRedis(
    'lets a second app server answer from the first one’s work, until a write (runs only with REDIS_URL set)',
    async () => {
      const env = { REDIS_URL: REDIS_URL! };
      const first = await app({ env, answerNamespace: namespace });
      // The second server's database is empty: whatever it answers came through Redis.
      const second = await app({ env, answerNamespace: namespace, url: empty.url });
      const answer = (await first.server.inject(SEARCH)).json();
      expect(answer.total).toBeGreaterThan(0);
      expect((await second.server.inject(SEARCH)).json()).toEqual(answer);
      expect(second.counter.queries).toBe(0);

      expect((await review(first.server, await firstPlaceId())).statusCode).toBe(201);
      // The second server hears of the write on a channel, when the message arrives.
      await eventually(async () => (await second.server.inject(SEARCH)).json().total === 0, {
        what: 'the second server answers from its own (empty) database',
      });
    },
  );

  it('answers from the database when Redis cannot be reached', async () => {
    const { server } = await app({
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      answerNamespace: namespace,
    });
    const response = await server.inject(SEARCH);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBeGreaterThan(0);
  });
});
