import { AnalyticsEventSchema } from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { type RouteLimit } from '../http/rate-limit';
import { recordEvent } from './record-event';

/** Page views are frequent but still anonymous writes: a generous per-client limit. */
const ANALYTICS_LIMIT: RouteLimit = { max: 120, timeWindow: '1 minute' };

export const analyticsRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  clock: Clock;
  writeLimit?: RouteLimit;
}> = async (app, { sql, clock, writeLimit }) => {
  app.post(
    '/api/analytics/events',
    {
      bodyLimit: 2048,
      config: { rateLimit: writeLimit ?? ANALYTICS_LIMIT },
      schema: {
        tags: ['analytics'],
        summary: 'Record a first-party analytics event',
        body: AnalyticsEventSchema,
      },
    },
    async (request, reply) => {
      await recordEvent(sql, request.body, clock.now());
      return reply.status(204).send();
    },
  );
};
