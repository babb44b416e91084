import { z } from 'zod';
import { RestaurantParamsSchema, WaitTimeSchema, type Restaurant } from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import type { Providers } from '../providers/create-providers';
import { getWaitTime } from './get-wait-time';
import { isUuid } from '../http/is-uuid';

const notFound = () =>
  new HttpError(404, 'NOT_FOUND', "The restaurant you're looking for could not be found.");

export const waitTimeRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  providers: Providers;
  clock: Clock;
}> = async (app, { sql, providers, clock }) => {
  const answer = async (restaurant: Restaurant | undefined) => {
    if (!restaurant) throw notFound();
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
      if (!provider) throw notFound();
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
};
