import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { DEFAULT_WRITE_LIMIT } from '../src/http/rate-limit';
import { buildServer } from '../src/server';
import { eventually } from './eventually';
import { CENTRAL, testClock } from './test-clock';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';
import { nextClientAddress, uniqueSuffix } from './visitor-writes-app';

// App servers sharing one Redis while it misbehaves (decision 0037): it loses its data,
// another site publishes on it, it cannot be reached, it comes back.

const REDIS_URL = process.env.REDIS_URL;
/** These need a Redis: run with REDIS_URL=redis://127.0.0.1:6379/13. */
const describeWithRedis = REDIS_URL ? describe : describe.skip;

/** Where no Redis listens. */
const CLOSED_PORT = 'redis://127.0.0.1:1';
/** As fast as a write shows on the other servers in normal operation. */
const WITHIN_A_SECOND = 1000;

let db: TestDatabase;
const apps: FastifyInstance[] = [];
const prefix = `pa-test-faults-${uniqueSuffix()}:`;

async function server(redisUrl: string, env: Record<string, string> = {}) {
  const app = await buildServer({
    env: testEnv({ REDIS_URL: redisUrl, REDIS_PREFIX: `${prefix}a:`, TRUST_PROXY: 'true', ...env }),
    sql: db.sql,
    logger: false,
    clock: testClock(CENTRAL.fridayDinner),
    writeLimit: DEFAULT_WRITE_LIMIT,
  });
  apps.push(app);
  return app;
}

let placeId: string;
let reviewsSent = 0;
/** A review with a text of its own (the same text twice from one client is a duplicate). */
function review(app: FastifyInstance, remoteAddress = nextClientAddress()) {
  reviewsSent += 1;
  return app.inject({
    method: 'POST',
    url: `/api/restaurants/catalog/${placeId}/reviews`,
    remoteAddress,
    payload: {
      rating: 4,
      reviewText: `Good crust, kind staff (visit ${reviewsSent}).`,
      reviewerName: 'Faults',
    },
  });
}

async function reviewCount(app: FastifyInstance): Promise<number> {
  const response = await app.inject(`/api/restaurants/catalog/${placeId}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { review_count: number }).review_count;
}

/** Waits until `app` shows `count` reviews, at most a second (as in normal operation). */
function showsWithinASecond(app: FastifyInstance, count: number, what: string) {
  return eventually(async () => (await reviewCount(app)) === count, {
    what,
    timeoutMs: WITHIN_A_SECOND,
  });
}

let redis: Redis | undefined;

beforeAll(async () => {
  db = await createSampleCatalogDatabase();
  const [row] = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = 'Austin' order by id limit 1`;
  placeId = row!.id;
  // Seeding the sample catalog takes seconds, and longer on a machine busy with other work.
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await db.drop();
});

describeWithRedis('app servers when Redis loses its data (runs only with REDIS_URL)', () => {
  it('show a write on every server within a second after FLUSHDB', async () => {
    redis = new Redis(REDIS_URL!);
    const first = await server(REDIS_URL!);
    const second = await server(REDIS_URL!);
    // A few writes first: the generation Redis will lose is past the one it starts again at.
    for (let i = 0; i < 3; i++) expect((await review(first)).statusCode).toBe(201);
    await showsWithinASecond(second, await reviewCount(first), 'the writes before the flush show');
    const before = await reviewCount(first);
    // Both keep the answer, in memory and in Redis.
    expect(await reviewCount(second)).toBe(before);

    // Redis restarts empty (or fails over to an empty replica): here, its database is
    // flushed. Answers asked meanwhile go into Redis again under the generation known.
    await redis.flushdb();
    expect(await reviewCount(first)).toBe(before);
    expect(await reviewCount(second)).toBe(before);

    expect((await review(first)).statusCode).toBe(201);
    await showsWithinASecond(first, before + 1, 'the server that took the review shows it');
    await showsWithinASecond(second, before + 1, 'the other server shows it');

    // And again, now that Redis has a generation of its own.
    expect((await review(second)).statusCode).toBe(201);
    await showsWithinASecond(first, before + 2, 'the first server shows the next review');
  });

  it('change nothing when another site on the same Redis publishes on its own channel', async () => {
    redis ??= new Redis(REDIS_URL!);
    const ours = await server(REDIS_URL!);
    // Another site: another database index and another prefix on the same Redis server.
    const otherUrl = new URL(REDIS_URL!);
    otherUrl.pathname = '/14';
    const otherPrefix = `pa-test-other-${uniqueSuffix()}:`;
    const other = await server(otherUrl.toString(), { REDIS_PREFIX: otherPrefix });
    expect((await other.inject('/api/ready')).statusCode).toBe(200);

    const kept = (await ours.inject(`/api/restaurants/catalog/${placeId}`)).body;
    // Pub/sub ignores the database index: only the channel's name keeps sites apart. The
    // other site's message reaches its one server, none of ours.
    const receivers = await redis.publish(`${otherPrefix}answers:invalidated`, 'f00d.99');
    expect(receivers).toBe(1);
    // Ours still answers from what it keeps: a write straight into the database (which
    // tells no server) does not show.
    await db.sql`update catalog_restaurants set review_count = review_count + 100 where id = ${placeId}`;
    try {
      expect((await ours.inject(`/api/restaurants/catalog/${placeId}`)).body).toBe(kept);
    } finally {
      await db.sql`update catalog_restaurants set review_count = review_count - 100 where id = ${placeId}`;
    }
  });
});

describe('an app server that cannot reach its Redis', () => {
  it('is out of rotation, says so, and still limits writes', async () => {
    const app = await server(CLOSED_PORT);
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('REDIS_UNAVAILABLE');
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: 'unavailable' });
    expect(app.redisHealth?.state).toBe('down');

    // The limit is counted in this server alone: 10 a minute, the 11th refused.
    const client = nextClientAddress();
    // Stored, published or (past the burst of decision 0044) held for staff.
    for (let i = 0; i < DEFAULT_WRITE_LIMIT.max; i++)
      expect([201, 202]).toContain((await review(app, client)).statusCode);
    const refused = await review(app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers from the database while cut off, as it cannot hear of other servers’ writes', async () => {
    const app = await server(CLOSED_PORT);
    const before = await reviewCount(app);
    await db.sql`update catalog_restaurants set review_count = review_count + 1 where id = ${placeId}`;
    try {
      expect(await reviewCount(app)).toBe(before + 1);
    } finally {
      await db.sql`update catalog_restaurants set review_count = review_count - 1 where id = ${placeId}`;
    }
  });
});

/**
 * A TCP relay to the test Redis that can be cut and restored on the same port: the
 * server behind it sees Redis go away and come back, as after a restart or a network cut.
 */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let relay: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      relay = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => undefined);
        }
        socket.pipe(upstream).pipe(socket);
      });
      relay.listen(port, '127.0.0.1', () => {
        port = (relay!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: () =>
      new Promise<void>((resolve) => {
        relay!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: open,
  };
}

describeWithRedis('an app server whose Redis comes back (runs only with REDIS_URL)', () => {
  it('catches up without a restart: back in rotation, hears writes, shares the limit', async () => {
    redis ??= new Redis(REDIS_URL!);
    const relay = await redisRelay(new URL(REDIS_URL!));
    // A prefix of their own: the writes of the tests before went to servers that could
    // not tell the others, whose answers kept in Redis may not show them yet.
    const env = { REDIS_PREFIX: `${prefix}b:` };
    const cutOff = await server(relay.url(), env);
    const other = await server(REDIS_URL!, env);
    try {
      expect((await cutOff.inject('/api/ready')).statusCode).toBe(200);
      const before = await reviewCount(cutOff);
      expect(await reviewCount(other)).toBe(before);

      await relay.cut();
      // The server notices when its connections close (the relay drops them at once).
      await eventually(
        async () =>
          (await cutOff.inject('/api/ready')).statusCode === 503 &&
          (await cutOff.inject('/api/health')).json().redis === 'unavailable',
        { what: 'the cut-off server leaves the rotation and says why' },
      );
      // A write here, that it cannot tell the other server of: that one keeps its answer.
      expect((await review(cutOff)).statusCode).toBe(201);
      expect(await reviewCount(cutOff)).toBe(before + 1);
      expect(await reviewCount(other)).toBe(before);

      await relay.restore();
      await eventually(async () => (await cutOff.inject('/api/ready')).statusCode === 200, {
        what: 'the server is back in rotation once Redis is',
      });
      expect((await cutOff.inject('/api/health')).json().redis).toBe('ok');
      // Back, it tells the others of the write it took meanwhile.
      await eventually(async () => (await reviewCount(other)) === before + 1, {
        what: 'the other server shows the write taken while Redis was away',
      });
      // Its answers are kept again, and it hears the next write on the channel.
      expect(await reviewCount(cutOff)).toBe(before + 1);
      expect((await review(other)).statusCode).toBe(201);
      await showsWithinASecond(cutOff, before + 2, 'the write on the other server shows here');

      // The limit is shared again: what one server counted, the other sees.
      const client = nextClientAddress();
      // Stored, published or (past the burst of decision 0044) held for staff.
      for (let i = 0; i < DEFAULT_WRITE_LIMIT.max; i++)
        expect([201, 202]).toContain((await review(i % 2 ? other : cutOff, client)).statusCode);
      expect((await review(cutOff, client)).statusCode).toBe(429);
    } finally {
      await relay.cut();
    }
  });
});
