import type { FastifyInstance, InjectOptions } from 'fastify';
import { fixedClock } from '../src/clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import {
  buildVisitorWritesApp,
  multipartBody,
  nextClientAddress,
  tinyPng,
  uniqueSuffix,
} from './visitor-writes-app';
import { REDIS_URL, itWithRedis, redisNamespaceForBlock } from './redis-namespace';

const LIMIT = { max: 3, timeWindow: 60_000 };
/** The instant the in-memory windows are counted at: they never run down during a test. */
const clock = fixedClock('2026-11-18T18:15:00Z');

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db.drop();
});

const contact = {
  name: 'Rate Tester',
  email: 'rate@example.com',
  message: 'Just checking the limits here.',
  type: 'general',
};

function postContact(
  app: FastifyInstance,
  remoteAddress: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contact,
    remoteAddress,
    ...extra,
  });
}

/**
 * A 429 in our error shape. Windows counted in this server's memory run on the app's clock,
 * which these tests fix, so the wait is exactly the window; Redis counts on its own clock,
 * so a shared window (`redisClock`) says whatever is left of it.
 */
function expectRateLimited(
  response: Awaited<ReturnType<FastifyInstance['inject']>>,
  { redisClock = false } = {},
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  if (!redisClock) expect(retryAfter).toBe(60);
  const body = response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(Object.keys(body.error)).toEqual(['code', 'message']);
  if (redisClock) {
    expect(body.error.message).toMatch(
      /^You're doing that too often\. Please wait (1 minute|\d+ seconds?) and try again\.$/,
    );
  } else {
    expect(body.error.message).toBe(
      "You're doing that too often. Please wait 1 minute and try again.",
    );
  }
}

describe('rate limits in memory', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildVisitorWritesApp(db.sql, { writeLimit: LIMIT, clock });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After once a client passes the limit of a write route', async () => {
    const client = nextClientAddress();
    for (let i = 0; i < LIMIT.max; i += 1) {
      const response = await postContact(app, client);
      expect(response.statusCode).toBe(201);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT.max - i - 1));
    }
    expectRateLimited(await postContact(app, client));
    expectRateLimited(await postContact(app, client));
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from contact_messages where email = 'rate@example.com'`;
    expect(n).toBe(LIMIT.max);

    // Other clients, other write routes and reads are not held back.
    expect((await postContact(app, nextClientAddress())).statusCode).toBe(201);
    const report = await app.inject({
      method: 'POST',
      url: '/api/wait-reports',
      payload: { provider: 'yelp', restaurantId: 'abc', waitMinutes: 5 },
      remoteAddress: client,
    });
    expect(report.statusCode).toBe(201);
    for (let i = 0; i < LIMIT.max + 2; i += 1) {
      const list = await app.inject({ url: '/api/restaurants', remoteAddress: client });
      expect(list.statusCode).toBe(200);
    }
  });

  it('counts refused and oversized requests too, and limits before reading the body', async () => {
    const client = nextClientAddress();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: {},
      remoteAddress: client,
    });
    expect(bad.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: { name: 'x', address: 'y', description: 'z'.repeat(100_000) },
      remoteAddress: client,
    });
    expect(huge.statusCode).toBe(413);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: { name: 'x', address: 'y' },
      remoteAddress: client,
    });
    expect(ok.statusCode).toBe(201);
    expectRateLimited(
      await app.inject({
        method: 'POST',
        url: '/api/restaurants',
        payload: { name: 'x', address: 'y', description: 'z'.repeat(100_000) },
        remoteAddress: client,
      }),
    );
  });

  it('limits reviews, wait reports and photo uploads as well', async () => {
    // A place for each review: one client's second review of a place waits for staff
    // (decision 0087), and this is about the rate limit.
    const places = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                       attribution)
      select 'csv', ${`limit-${uniqueSuffix()}-`} || n, 'Limit Pizza ' || n, 'Austin', 'TX', 30.27, -97.74, 'Test'
      from generate_series(1, ${LIMIT.max + 1}) n
      returning id`;
    let reviewsSent = 0;
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: { name: 'Photo', address: 'Road' },
      remoteAddress: nextClientAddress(),
    });
    const { photoUpload } = submitted.json();
    const sends: Record<string, (client: string) => Promise<{ statusCode: number }>> = {
      review: (client) =>
        app.inject({
          method: 'POST',
          url: `/api/restaurants/catalog/${places[reviewsSent++]!.id}/reviews`,
          // A new text each time: the same one twice would be a duplicate, not a rate limit.
          payload: { rating: 5, reviewText: `Yum ${uniqueSuffix()}`, reviewerName: 'Ro' },
          remoteAddress: client,
        }),
      wait: (client) =>
        app.inject({
          method: 'POST',
          url: '/api/wait-reports',
          payload: { provider: 'yelp', restaurantId: 'abc', waitMinutes: 5 },
          remoteAddress: client,
        }),
      photo: (client) => {
        const { payload, headers } = multipartBody([
          { filename: 'a.png', contentType: 'image/png', bytes: tinyPng() },
        ]);
        return app.inject({
          method: 'POST',
          url: photoUpload.url,
          payload,
          headers: { ...headers, 'x-upload-token': photoUpload.token },
          remoteAddress: client,
        });
      },
    };
    for (const send of Object.values(sends)) {
      const client = nextClientAddress();
      for (let i = 0; i < LIMIT.max; i += 1) expect((await send(client)).statusCode).toBe(201);
      expect((await send(client)).statusCode).toBe(429);
    }
  });
});

describe('rate limits shared through Redis', () => {
  const { namespace, client } = redisNamespaceForBlock('rate-limit');

  itWithRedis(
    'counts one client across two app servers (runs only with REDIS_URL set)',
    async () => {
      const redis = client();
      const first = await buildVisitorWritesApp(db.sql, {
        writeLimit: LIMIT,
        redisUrl: REDIS_URL,
        redisNamespace: namespace,
      });
      const second = await buildVisitorWritesApp(db.sql, {
        writeLimit: LIMIT,
        redisUrl: REDIS_URL,
        redisNamespace: namespace,
      });
      try {
        const client = nextClientAddress();
        expect((await postContact(first, client)).statusCode).toBe(201);
        expect((await postContact(second, client)).statusCode).toBe(201);
        expect((await postContact(first, client)).statusCode).toBe(201);
        expectRateLimited(await postContact(second, client), { redisClock: true });
        expectRateLimited(await postContact(first, client), { redisClock: true });
        expect((await postContact(second, nextClientAddress())).statusCode).toBe(201);

        const keys = await redis.keys(`${namespace}*`);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.some((key) => key.includes(client))).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );

  it('counts in this server when Redis cannot be reached: writes go on, still limited', async () => {
    const app = await buildVisitorWritesApp(db.sql, {
      writeLimit: { max: 1, timeWindow: 60_000 },
      clock,
      redisUrl: 'redis://127.0.0.1:1',
      redisNamespace: namespace,
    });
    try {
      const client = nextClientAddress();
      expect((await postContact(app, client)).statusCode).toBe(201);
      expectRateLimited(await postContact(app, client));
      expect((await postContact(app, nextClientAddress())).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
