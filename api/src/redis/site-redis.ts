import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedisPair } from './redis-connection';
import { RedisHealth } from './redis-health';

/** The site's Redis as one app server uses it: two connections, their health, the prefix. */
export interface SiteRedis {
  client: Redis;
  subscriber: Redis;
  health: RedisHealth;
  /** REDIS_PREFIX: the start of every key and channel. */
  prefix: string;
}

/**
 * Connects to the site's Redis without waiting for it: a server whose Redis is away starts,
 * reports it (/api/ready, /api/health), and uses it once it is back. Closed with the app.
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
  return { client: pair.client, subscriber: pair.subscriber, health, prefix };
}
