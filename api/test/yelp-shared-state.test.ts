import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ListingProvider, ProviderSearch } from '../src/providers/listing-provider';
import {
  createYelpProvider,
  type YelpProviderOptions,
} from '../src/providers/yelp/create-yelp-provider';
import { startFakeYelpServer, type FakeYelpServer } from '../src/providers/yelp/fake-yelp-server';
import { placeQuery } from './place-query';

// Two app servers with Yelp as the provider and one Redis: they must spend one quota.
const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

const KEY = 'sk-test-shared-yelp-key';
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };

function query(overrides: Partial<ProviderSearch> = {}): ProviderSearch {
  return placeQuery(BROOKLYN, overrides);
}

describeWithRedis('Yelp state shared through Redis by two servers', () => {
  let fake: FakeYelpServer;
  const clock = Date.parse('2026-11-20T15:00:00Z');
  const connections: Redis[] = [];

  beforeAll(async () => {
    fake = await startFakeYelpServer({ apiKey: KEY, now: () => clock, maxRequestsPerSecond: 2 });
  });
  afterAll(async () => {
    await fake.close();
    await Promise.all(connections.map((redis) => redis.quit()));
  });
  beforeEach(() => {
    fake.setMode('normal');
    fake.clearRequests();
  });

  /** Two providers, as two app servers would build them, sharing one Redis namespace. */
  function twoServers(
    overrides: Partial<YelpProviderOptions> = {},
    namespace = `pa-test:yelp:${randomBytes(4).toString('hex')}:`,
  ): ListingProvider[] {
    return [0, 1].map(() => {
      const redis = new Redis(REDIS_URL!);
      connections.push(redis);
      return createYelpProvider({
        apiKey: KEY,
        baseUrl: fake.url,
        now: () => clock,
        requestsPerSecond: 2,
        shared: { redis, namespace, warn: () => undefined },
        ...overrides,
      });
    });
  }

  it('asks Yelp once for an answer both servers need', async () => {
    const [first, second] = twoServers();
    const a = await first!.search(query());
    const b = await second!.search(query());
    expect(b.restaurants.map((r) => r.id)).toEqual(a.restaurants.map((r) => r.id));
    expect(fake.requests).toHaveLength(1);
    await second!.details(a.restaurants[0]!.id);
    await first!.details(a.restaurants[0]!.id);
    expect(fake.requests).toHaveLength(2);
  });

  // What is shared is the schedule: each request reserves the next slot in Redis, 550 ms
  // after the one before (2 a second, with a margin), whichever server asks. The slots are
  // read from Redis, not from when requests reached the fake: arrival times on a busy
  // machine say more about the machine than about the spacing.
  it('spaces the requests of both servers as one schedule in Redis', async () => {
    const unlimited = await startFakeYelpServer({ apiKey: KEY, now: () => clock });
    const namespace = `pa-test:yelp:${randomBytes(4).toString('hex')}:`;
    try {
      const [first, second] = twoServers({ baseUrl: unlimited.url }, namespace);
      const redis = new Redis(REDIS_URL!);
      connections.push(redis);
      const redisMs = async () => {
        const [seconds, micros] = await redis.time();
        return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      };
      const before = await redisMs();
      const searches = [1, 2, 3].flatMap((page) => [
        first!.search(query({ offset: page * 20 })),
        second!.search(query({ offset: page * 20 + 100 })),
      ]);
      const results = await Promise.allSettled(searches);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(unlimited.requests.map((request) => request.status)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      // Six slots, one after another, 550 ms apart, from the first at or after `before`: one
      // schedule for both servers (each spacing its own three would end 1,650 ms on).
      const nextSlot = Number(await redis.get(`${namespace}next-slot`));
      expect(nextSlot).toBeGreaterThanOrEqual(before + 6 * 550);
      expect(nextSlot).toBeLessThan((await redisMs()) + 6 * 550);
    } finally {
      await unlimited.close();
    }
  }, 20_000);

  it('without sharing, two servers spending one key get refused (what the test above guards)', async () => {
    const alone = [0, 1].map(() =>
      createYelpProvider({
        apiKey: KEY,
        baseUrl: fake.url,
        now: () => clock,
        requestsPerSecond: 2,
      }),
    );
    const results = await Promise.allSettled(
      [1, 2].flatMap((page) => [
        alone[0]!.search(query({ radius: 5000 + page })),
        alone[1]!.search(query({ radius: 6000 + page })),
      ]),
    );
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests.some((request) => request.status === 429)).toBe(true);
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
  }, 20_000);

  it('stops both servers at the daily limit when one of them hits it', async () => {
    const [first, second] = twoServers();
    fake.setMode('daily_limit');
    await expect(first!.search(query())).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(fake.requests).toHaveLength(1);
    fake.setMode('normal');
    await expect(second!.search(query({ offset: 20 }))).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
