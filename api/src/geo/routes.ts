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
import { MAX_SUGGESTIONS, suggestPlaces } from './suggest-places';

export interface PlaceRoutesOptions {
  /**
   * Neighbourhoods listed places name as theirs whose names start with the text, each as a
   * search reads it ("Wicker Park, Chicago, IL"): offered before the gazetteer's places.
   */
  findNeighbourhoods?: (prefix: string) => Promise<string[]>;
}

/** Typed this long, a name is looked for among the neighbourhoods listed places name. */
const NEIGHBOURHOOD_MIN_LENGTH = 3;

/** The gazetteer's places, for the location box's suggestions. */
export const placeRoutes: FastifyPluginAsyncZod<PlaceRoutesOptions> = async (app, options) => {
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
      const text = request.query.q.replace(/\s+/g, ' ').trim();
      const places = suggestPlaces(text);
      const named =
        options.findNeighbourhoods && text.length >= NEIGHBOURHOOD_MIN_LENGTH && !/[,\d]/.test(text)
          ? await options.findNeighbourhoods(text)
          : [];
      // The gazetteers change only with a release, the places' neighbourhoods with an import:
      // browsers may keep answers an hour, CDNs a day when no neighbourhood is in them.
      reply.header(
        'Cache-Control',
        named.length > 0 ? 'public, max-age=600' : 'public, max-age=3600, s-maxage=86400',
      );
      const areas = named.map((label) => ({ kind: 'city' as const, label, value: label }));
      return { suggestions: [...areas, ...places].slice(0, MAX_SUGGESTIONS) };
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
