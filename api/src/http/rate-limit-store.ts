import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** What @fastify/rate-limit asks of a store: count a hit of `key`, say how many in the window. */
type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** What a route's store is made from: the plugin's options, with the route as `routeInfo`. */
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

// Counts a hit and starts the window with the first; answers the count and the ms left.
const COUNT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

export interface LimitStoreSetup {
  /** Shared counters; unset: this server's memory only. */
  redis?: Redis;
  namespace: string;
  /** Told when Redis failed a count (this server then counted alone). */
  onRedisError?: (error: unknown) => void;
  /** Milliseconds since the epoch, for the windows kept in memory. */
  now?: () => number;
}

/** Clients counted in memory at once; past it the least recent are forgotten. */
const LOCAL_CLIENTS = 50_000;

/**
 * A store for @fastify/rate-limit that counts in Redis, so every app server sees one count,
 * and in this server's memory whenever Redis cannot be used: a Redis outage loosens the
 * limit to one per server but never lifts it (its own Redis store lets everything through
 * with skipOnError, or fails every write without). A count never waits for Redis to come
 * back: while it is away the memory answers at once.
 */
export function limitStore(setup: LimitStoreSetup) {
  const now = setup.now ?? Date.now;
  const local = new LRUCache<string, { count: number; endsAt: number }>({ max: LOCAL_CLIENTS });

  function countHere(key: string, windowMs: number) {
    const at = now();
    let window = local.get(key);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + windowMs };
      local.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - at };
  }

  class LimitStore implements FastifyRateLimitStore {
    // @fastify/rate-limit constructs the root store with its options (not needed here);
    // each route's store is a child with a prefix of its own.
    constructor(
      _options?: unknown,
      private readonly prefix = setup.namespace,
    ) {}

    incr(key: string, done: Counted, windowMs: number): void {
      const redis = setup.redis;
      if (!redis || redis.status !== 'ready') {
        done(null, countHere(this.prefix + key, windowMs));
        return;
      }
      redis.eval(COUNT, 1, this.prefix + key, windowMs).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl });
        },
        (error: unknown) => {
          setup.onRedisError?.(error);
          done(null, countHere(this.prefix + key, windowMs));
        },
      );
    }

    child(route: RouteParams): LimitStore {
      const { method = '', url = '' } = route.routeInfo ?? {};
      return new LimitStore(undefined, `${this.prefix}${String(method)}${url}-`);
    }
  }
  return LimitStore;
}
