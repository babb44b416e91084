import type { Redis } from 'ioredis';
import {
  RequestThrottle,
  ThrottleQueueFull,
  type RequestThrottleOptions,
} from './request-throttle';
import type { TtlCache } from './ttl-cache';

/**
 * What every app server must share to stay within one Yelp quota: answers (so N servers do
 * not ask N times), the spacing of requests (Yelp counts per key, not per server), and the
 * daily-limit lockout. In memory for one server; through Redis with REDIS_URL.
 */
export interface YelpCache {
  get(key: string): Promise<{ value: unknown } | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

export interface YelpThrottle {
  /** Resolves when the caller may send; throws ThrottleQueueFull past the longest wait. */
  take(): Promise<void>;
  /** Holds every later request back for `ms`. */
  pause(ms: number): void;
}

export interface YelpLockout {
  /** Milliseconds since the epoch until which no request may reach Yelp (0: none). */
  lockedUntil(): Promise<number>;
  /** `now` on the same clock as `until` (the server's). */
  lock(until: number, now: number): Promise<void>;
}

export interface SharedYelpState {
  cache: YelpCache;
  throttle: YelpThrottle;
  lockout: YelpLockout;
}

/** One server's own state: the in-memory cache and throttle. */
export function localYelpState(
  cache: TtlCache<unknown>,
  throttle: RequestThrottle,
): SharedYelpState {
  let lockedUntil = 0;
  return {
    cache: {
      get: async (key) => cache.get(key),
      set: async (key, value) => cache.set(key, value),
    },
    throttle,
    lockout: {
      lockedUntil: async () => lockedUntil,
      lock: async (until) => {
        lockedUntil = Math.max(lockedUntil, until);
      },
    },
  };
}

// Reserves the next start slot for every server at once, on Redis's own clock (TIME), so
// servers whose clocks differ still space their requests. Answers the wait in ms, or
// minus the wait when it is longer than the longest allowed (nothing reserved then).
const RESERVE_SLOT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(nowMs, nextSlot)
local wait = slot - nowMs
if wait > tonumber(ARGV[2]) then return -wait end
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', 120000)
return wait`;

const PAUSE = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or '0')
local resume = nowMs + tonumber(ARGV[1])
if resume > nextSlot then redis.call('SET', KEYS[1], resume, 'PX', 120000) end
return 1`;

/**
 * State shared by every server through Redis: answers kept there for the cache's TTL (and in
 * this server's memory too), request slots reserved there, and the lockout stored there.
 * If Redis fails, this server carries on with its own memory and throttle (logged), so a
 * Redis outage costs quota, never answers.
 */
export function redisYelpState(options: {
  redis: Redis;
  namespace: string;
  local: SharedYelpState;
  ttlMs: number;
  throttle: RequestThrottleOptions;
  warn: (error: unknown, message: string) => void;
}): SharedYelpState {
  const { redis, namespace, local, ttlMs, warn } = options;
  const key = (name: string) => `${namespace}${name}`;
  const intervalMs = 1100 / Math.max(0.01, options.throttle.requestsPerSecond);
  return {
    cache: {
      async get(cacheKey) {
        const mine = await local.cache.get(cacheKey);
        if (mine) return mine;
        try {
          const stored = await redis.get(key(`answer:${cacheKey}`));
          if (stored === null) return undefined;
          const value = JSON.parse(stored) as { value: unknown };
          await local.cache.set(cacheKey, value.value);
          return value;
        } catch (error) {
          warn(error, 'Yelp cache: Redis read failed');
          return undefined;
        }
      },
      async set(cacheKey, value) {
        await local.cache.set(cacheKey, value);
        if (ttlMs <= 0) return;
        try {
          await redis.set(key(`answer:${cacheKey}`), JSON.stringify({ value }), 'PX', ttlMs);
        } catch (error) {
          warn(error, 'Yelp cache: Redis write failed');
        }
      },
    },
    throttle: {
      async take() {
        let wait: number;
        try {
          wait = Number(
            await redis.eval(
              RESERVE_SLOT,
              1,
              key('next-slot'),
              intervalMs,
              options.throttle.maxWaitMs,
            ),
          );
        } catch (error) {
          warn(error, 'Yelp throttle: Redis failed, spacing this server alone');
          return local.throttle.take();
        }
        if (wait < 0) throw new ThrottleQueueFull(-wait);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      },
      pause(ms) {
        local.throttle.pause(ms);
        redis.eval(PAUSE, 1, key('next-slot'), ms).catch((error: unknown) => {
          warn(error, 'Yelp throttle: Redis pause failed');
        });
      },
    },
    lockout: {
      async lockedUntil() {
        const mine = await local.lockout.lockedUntil();
        try {
          return Math.max(mine, Number((await redis.get(key('locked-until'))) ?? 0));
        } catch (error) {
          warn(error, 'Yelp lockout: Redis read failed');
          return mine;
        }
      },
      async lock(until, now) {
        await local.lockout.lock(until, now);
        try {
          const ms = Math.max(1000, until - now);
          await redis.set(key('locked-until'), String(until), 'PX', ms);
        } catch (error) {
          warn(error, 'Yelp lockout: Redis write failed');
        }
      },
    },
  };
}
