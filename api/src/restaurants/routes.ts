import {
  FeaturedResponseSchema,
  RemovedPlaceAnswerSchema,
  RestaurantParamsSchema,
  RestaurantSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  StoredListQuerySchema,
  StoredRestaurantListSchema,
  StoredRestaurantSchema,
  type FeaturedResponse,
  type RemovedPlaceAnswer,
  type ProviderName,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../answers/answer-cache';
import { answerBody, sendAnswer } from '../answers/send-answer';
import { asksForPage } from '../answers/collect-scopes';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { restaurantNotFound } from '../http/not-found';
import { findNeighbourhoodCities } from '../places/neighbourhood-cities';
import { findProvider } from '../providers/find-provider';
import type { ListingProvider } from '../providers/listing-provider';
import { findApprovedRestaurant } from './find-approved-restaurant';
import { listApprovedRestaurants } from './list-approved-restaurants';
import { clockUntil } from './clock-until';
import { removedPlaceAnswer } from './removed-place-answer';
import { answerSearch, resolveSearchWithNeighbourhoods, searchKey } from './search-restaurants';

/** Thrown out of the answer cache so that a removed place's 410 is never kept. */
class PlaceRemovedSignal extends Error {
  constructor(readonly answer: RemovedPlaceAnswer) {
    super('place removed');
  }
}

export interface RestaurantRoutesOptions {
  /** The provider searches go to: Yelp when configured, else the catalog. */
  active: ListingProvider;
  /** Every configured provider by short name, for details and reviews. */
  providers: Partial<Record<ProviderName, ListingProvider>>;
  getFeatured: () => Promise<FeaturedResponse>;
  sql: Sql;
  /** The clock "open now" is read on: answers say when it next changes them. */
  clock: Clock;
  /** Search, featured and details answers, kept briefly and dropped on writes. */
  answers: AnswerCache;
  /** How long answers are kept (ANSWER_CACHE_SECONDS): shared caches may keep searches as long. */
  answerSeconds: number;
}

/** Reading restaurants: search, featured places, a listing's details and visitors' approved places. */
export const restaurantRoutes: FastifyPluginAsyncZod<RestaurantRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/api/restaurants/search',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Search pizza places near a location or coordinates',
        querystring: SearchRequestSchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request, reply) => {
      const search = await resolveSearchWithNeighbourhoods(request.query, (name) =>
        findNeighbourhoodCities(options.sql, name),
      );
      const answer = await options.answers.get(
        searchKey(options.active.name, search),
        async () => {
          const madeAt = options.clock.now();
          const found = await answerSearch(options.active, search);
          const places = found.restaurants.map((restaurant) => restaurant.id);
          // Which places are open now depends on every candidate, not only those shown.
          const until = search.search.openNow ? undefined : clockUntil(found.restaurants, madeAt);
          return { body: answerBody(reply, found), scope: { places, until } };
        },
        { current: asksForPage(request) },
      );
      // Browsers ask again each time (a 304 when nothing changed); a CDN may keep it briefly.
      const shared = options.answerSeconds > 0 ? `, s-maxage=${options.answerSeconds}` : '';
      return sendAnswer(request, reply, answer, `public, max-age=0${shared}`);
    },
  );

  app.get(
    '/api/restaurants/featured',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Six featured places that rotate daily',
        response: { 200: FeaturedResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await options.answers.get(
        'featured',
        async () => {
          const madeAt = options.clock.now();
          const featured = await options.getFeatured();
          const places = featured.restaurants.map((restaurant) => restaurant.id);
          // Today's choice lasts the UTC day.
          const nextDay = Date.parse(featured.day) + 24 * 3600_000;
          const shown = clockUntil(featured.restaurants, madeAt);
          const until = shown === undefined ? undefined : Math.min(shown, nextDay);
          return { body: answerBody(reply, featured), scope: { places, until } };
        },
        { current: asksForPage(request) },
      );
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    },
  );

  app.get(
    '/api/restaurants/:provider/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A restaurant from a listing provider',
        params: RestaurantParamsSchema,
        response: {
          200: RestaurantSchema,
          410: RemovedPlaceAnswerSchema.describe(
            'A catalog place its source no longer lists: why, since when, and places nearby',
          ),
        },
      },
    },
    async (request, reply) => {
      const { provider, id } = request.params;
      const key = JSON.stringify(['details', provider, id]);
      // A place a refresh removed answers 410 (decision 0033), never kept: a kept answer of
      // it made before the refresh goes when kept answers are dropped or expire, as any change.
      const answer = await options.answers
        .get(
          key,
          async () => {
            const madeAt = options.clock.now();
            const restaurant = await findProvider(options.providers, provider).details(id);
            if (!restaurant && provider === 'catalog') {
              const removed = await removedPlaceAnswer(options.sql, options.clock, id);
              if (removed) throw new PlaceRemovedSignal(removed);
            }
            if (!restaurant) throw restaurantNotFound();
            const until = clockUntil([restaurant], madeAt);
            return {
              body: answerBody(reply, restaurant),
              scope: { places: [id], about: [id], until },
            };
          },
          { current: asksForPage(request) },
        )
        .catch((error: unknown) => {
          if (error instanceof PlaceRemovedSignal) return error;
          throw error;
        });
      if (answer instanceof PlaceRemovedSignal) {
        return reply.code(410).header('Cache-Control', 'no-cache').send(answer.answer);
      }
      // A visitor who just wrote a review must see it: browsers revalidate every time.
      return sendAnswer(request, reply, answer, 'no-cache');
    },
  );

  app.get(
    '/api/restaurants',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Approved visitor-submitted restaurants, newest first',
        querystring: StoredListQuerySchema,
        response: { 200: StoredRestaurantListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listApprovedRestaurants(options.sql, request.query);
    },
  );

  app.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'An approved visitor-submitted restaurant',
        params: z.object({ id: z.string() }),
        response: { 200: StoredRestaurantSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await findApprovedRestaurant(options.sql, request.params.id);
      if (!restaurant) throw restaurantNotFound();
      reply.header('Cache-Control', 'no-cache');
      return restaurant;
    },
  );
};
