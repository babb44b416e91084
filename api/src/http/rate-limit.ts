import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';
import { limitStore } from './rate-limit-store';

export interface RateLimitSetup {
  /**
   * Share counters through Redis (every app server sees one count); in memory when unset,
   * and while Redis cannot be reached (rate-limit-store.ts).
   */
  redis?: Redis;
  /** Prefix of the Redis keys, so several sites or test runs can share one Redis. */
  redisNamespace?: string;
  /** Told when Redis failed a count. */
  onRedisError?: (error: unknown) => void;
  /** Told of each request turned away (the staff console lists them). */
  onRejected?: (request: FastifyRequest) => void;
  /** Milliseconds since the epoch for the windows counted in memory: the app's clock. */
  now?: () => number;
}

/** A per-client limit: at most `max` requests in `timeWindow` (ms or e.g. '1 minute'). */
export interface RouteLimit {
  max: number;
  timeWindow: number | string;
}

/** The default limit of each anonymous write route, per client. */
export const DEFAULT_WRITE_LIMIT: RouteLimit = { max: 10, timeWindow: '1 minute' };

/**
 * Registers @fastify/rate-limit once, on the root instance and before the route plugins.
 * Nothing is limited by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Over the limit a request gets 429 with Retry-After and our JSON error shape.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  setup: RateLimitSetup = {},
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: limitStore({
      redis: setup.redis,
      namespace: setup.redisNamespace ?? 'pizza-atlas:rate-limit:',
      onRedisError: setup.onRedisError,
      now: setup.now,
    }),
    errorResponseBuilder: (request, context) => {
      setup.onRejected?.(request);
      return new HttpError(
        429,
        'RATE_LIMITED',
        `You're doing that too often. Please wait ${context.after} and try again.`,
      );
    },
  });
}
