import { Redis, type RedisOptions } from 'ioredis';

/**
 * How every Redis client of the site connects. Redis is a cache and a shared counter here,
 * never the record: with Redis down or slow a request must go on at once without it, so
 * commands fail immediately while disconnected (no offline queue) and after 200 ms when
 * Redis does not answer, rather than wait for a reconnection.
 */
export const FAIL_FAST: RedisOptions = {
  connectTimeout: 2000,
  commandTimeout: 200,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  disconnectTimeout: 500,
  // Reconnects every 0.1–1 s while Redis is away, so a server catches up soon after it returns.
  retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
};

/** A client for commands and one for the invalidation channel (a subscriber can do nothing else). */
export interface RedisPair {
  client: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function connectRedisPair(url: string): RedisPair {
  const client = new Redis(url, FAIL_FAST);
  // SUBSCRIBE is sent once connected (and again after every reconnection, by ioredis).
  const subscriber = new Redis(url, { ...FAIL_FAST, enableOfflineQueue: true });
  return {
    client,
    subscriber,
    async close() {
      await Promise.all([client, subscriber].map(closeRedis));
    },
  };
}

/** Says goodbye if connected, else stops reconnecting; never fails (the link may be half gone). */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    if (redis.status === 'ready') {
      await redis.quit();
      return;
    }
  } catch {
    // The connection went as we closed it.
  }
  redis.disconnect();
}

/** Resolves once `redis` is connected or has failed to (it goes on retrying), at most `ms`. */
export function firstAttempt(redis: Redis, ms = FAIL_FAST.connectTimeout ?? 2000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once('ready', done);
    redis.once('error', done);
  });
}
