import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedisPair, firstAttempt } from './redis-connection';
import { RedisHealth } from './redis-health';

/** The site's Redis as one app server uses it: two connections, their health, the prefix. */
export interface SiteRedis {
  client: Redis;
  subscriber: Redis;
  health: RedisHealth;
  /** REDIS_PREFIX: the start of every key and channel. */
  prefix: string;
  /** Resolves once both connections are made or have failed once (at most 5 s). */
  firstAttempt: Promise<void>;
}

/**
 * Connects to the site's Redis without depending on it: a server whose Redis is away
 * starts, reports it (/api/ready, /api/health), and uses it once it is back. Closed with
 * the app.
 */
export function connectSiteRedis(app: FastifyInstance, url: string, prefix: string): SiteRedis {
  const pair = connectRedisPair(url);
  const health = new RedisHealth({
    client: pair.client,
    watched: [pair.client, pair.subscriber],
    warn: (error, message) => app.log.warn({ err: error }, message),
    info: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => pair.close());
  // A refused connection fails at once; a slow start (a busy machine) gets a few seconds
  // before this server counts its first writes alone.
  const first = Promise.all(
    [pair.client, pair.subscriber].map((redis) => firstAttempt(redis, 5000)),
  );
  return {
    client: pair.client,
    subscriber: pair.subscriber,
    health,
    prefix,
    firstAttempt: first.then(() => undefined),
  };
}
