import { z } from 'zod';
import {
  HONEYPOT_FIELD,
  RestaurantParamsSchema,
  WAIT_REPORT_RECEIVED_MESSAGE,
  WAIT_REPORT_REPLACED_MESSAGE,
  WaitReportResponseSchema,
  WaitReportSchema,
  WaitTimeSchema,
  type Restaurant,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { AnonymousWrites } from '../http/anonymous-writes';
import { isUuid } from '../http/is-uuid';
import { restaurantNotFound } from '../http/not-found';
import type { Providers } from '../providers/create-providers';
import { getWaitTime } from './get-wait-time';
import { isKnownListing, pretendWaitReport, saveWaitReport } from './save-wait-report';

/** A wait report is a few numbers and ids. */
const WAIT_REPORT_BODY_LIMIT = 4 * 1024;

/** Wait times (visitors' reports, or an estimate) and the reports themselves. */
export const waitTimeRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  providers: Providers;
  clock: Clock;
  writes: AnonymousWrites;
}> = async (app, { sql, providers, clock, writes }) => {
  const answer = async (restaurant: Restaurant | undefined) => {
    if (!restaurant) throw restaurantNotFound();
    return getWaitTime(sql, restaurant, clock.now());
  };

  app.get(
    '/api/restaurants/:provider/:id/wait-times',
    {
      schema: {
        tags: ['wait times'],
        summary: 'Wait now and in 30 minutes, from visitor reports or an estimate',
        params: RestaurantParamsSchema,
        response: { 200: WaitTimeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const provider = providers.byName[request.params.provider];
      if (!provider) throw restaurantNotFound();
      return answer(await provider.details(request.params.id));
    },
  );

  // The spec's path without a provider: catalog ids are UUIDs, anything else is the active provider's.
  app.get(
    '/api/restaurants/:id/wait-times',
    {
      schema: {
        tags: ['wait times'],
        summary: 'Wait times by restaurant id (catalog, or the active provider)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: WaitTimeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const provider = isUuid(request.params.id) ? providers.byName.catalog! : providers.active;
      return answer(await provider.details(request.params.id));
    },
  );

  app.post(
    '/api/wait-reports',
    {
      ...writes.route(WAIT_REPORT_BODY_LIMIT),
      schema: {
        tags: ['wait times'],
        summary:
          'Report the current wait at a listing; a second report within 30 minutes replaces the first',
        body: WaitReportSchema,
        response: { 201: WaitReportResponseSchema },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: _honeypot, ...report } = request.body;
      if (!(await isKnownListing(sql, report))) throw restaurantNotFound();
      const stored = writes.isTrapped(request, request.body)
        ? { report: pretendWaitReport(report, clock.now()), replaced: false }
        : await saveWaitReport(sql, report, await writes.clientHash(request), clock.now());
      // A second report within 30 minutes replaces the visitor's first (decision 0087).
      return reply.code(201).send({
        report: stored.report,
        message: stored.replaced ? WAIT_REPORT_REPLACED_MESSAGE : WAIT_REPORT_RECEIVED_MESSAGE,
      });
    },
  );
};
