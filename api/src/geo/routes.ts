import {
  findUsStateByName,
  PlaceCityQuerySchema,
  PlaceCitySchema,
  PlaceSuggestQuerySchema,
  PlaceSuggestionsSchema,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors';
import { findPlaceCity } from './find-place-city';
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

  app.get(
    '/api/places/city',
    {
      schema: {
        tags: ['places'],
        summary: 'The city of this name in this state, as the gazetteer names it',
        querystring: PlaceCityQuerySchema,
        response: { 200: PlaceCitySchema },
      },
    },
    async (request, reply) => {
      const { city, state } = request.query;
      const found = findPlaceCity(city, state);
      if (!found) {
        const message = `We could not find the city "${city}" in ${findUsStateByName(state)!.name}. Check its spelling.`;
        throw new HttpError(400, 'UNKNOWN_LOCATION', message, { city: [message] });
      }
      reply.header('Cache-Control', 'public, max-age=3600, s-maxage=86400');
      return found;
    },
  );
};
