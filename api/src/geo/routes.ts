import { PlaceSuggestQuerySchema, PlaceSuggestionsSchema } from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestPlaces } from './suggest-places';

/** The gazetteer's places, for the location box's suggestions. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places/suggest',
    {
      schema: {
        tags: ['places'],
        summary: 'Cities, ZIP codes and states matching what the visitor typed',
        querystring: PlaceSuggestQuerySchema,
        response: { 200: PlaceSuggestionsSchema },
      },
    },
    async (request, reply) => {
      // The gazetteers change only with a release: browsers and CDNs may keep answers a day.
      reply.header('Cache-Control', 'public, max-age=3600, s-maxage=86400');
      return { suggestions: suggestPlaces(request.query.q) };
    },
  );
};
