import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors';

export interface RateLimitSetup {
  /** Share counters through Redis (every app server sees one count); in memory when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys, so several sites or test runs can share one Redis. */
  redisNamespace?: string;
  /** Told of each request turned away (the staff console lists them). */
  onRejected?: (request: FastifyRequest) => void;
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
  const redis = setup.redisUrl ? connectRedis(app, setup.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: setup.redisNamespace ?? 'pizza-atlas:rate-limit:',
    // With Redis down, writes go through (and the outage is logged) rather than all failing.
    skipOnError: true,
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

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // A limiter must answer fast: give up on a command after half a second (then skipOnError).
    connectTimeout: 2000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    disconnectTimeout: 500,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return redis;
}
