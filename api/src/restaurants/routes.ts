import {
  CreateReviewResponseSchema,
  CreateReviewSchema,
  FeaturedResponseSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  REVIEW_RECEIVED_MESSAGE,
  RestaurantParamsSchema,
  RestaurantSchema,
  ReviewsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  type ProviderName,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../answers/answer-cache';
import { answerBody, sendAnswer } from '../answers/send-answer';
import { asksForPage } from '../answers/collect-scopes';
import { HttpError } from '../http/errors';
import { DEFAULT_WRITE_LIMIT, type RouteLimit } from '../http/rate-limit';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { ListingProvider } from '../providers/listing-provider';
import { recordRejection } from '../staff/record-rejection';
import { createClientHasher } from '../visitor-writes/hash-client';
import { createCatalogReview } from './create-catalog-review';
import { answerSearch, resolveSearch, searchKey } from './search-restaurants';

export interface RestaurantRoutesOptions {
  /** The provider searches go to: Yelp when configured, else the catalog. */
  active: ListingProvider;
  /** Every configured provider by short name, for details and reviews. */
  providers: Partial<Record<ProviderName, ListingProvider>>;
  getFeatured: () => Promise<import('@pizza-atlas/contracts').FeaturedResponse>;
  sql: Sql;
  clock: Clock;
  /** Search, featured, details and reviews answers, kept briefly and dropped on writes. */
  answers: AnswerCache;
  /** How long answers are kept (ANSWER_CACHE_SECONDS): shared caches may keep searches as long. */
  answerSeconds: number;
  writeLimit?: RouteLimit;
}

function providerOrNotFound(options: RestaurantRoutesOptions, name: ProviderName): ListingProvider {
  const provider = options.providers[name];
  if (!provider)
    throw new HttpError(404, 'NOT_FOUND', `The ${name} listing provider is not configured here.`);
  return provider;
}

export const restaurantRoutes: FastifyPluginAsyncZod<RestaurantRoutesOptions> = async (
  app,
  options,
) => {
  const hashClient = createClientHasher(options.sql);
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
      const search = resolveSearch(request.query);
      const answer = await options.answers.get(
        searchKey(options.active.name, search),
        async () => {
          const found = await answerSearch(options.active, search);
          const places = found.restaurants.map((restaurant) => restaurant.id);
          return { body: answerBody(reply, found), scope: { places } };
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
          const featured = await options.getFeatured();
          const places = featured.restaurants.map((restaurant) => restaurant.id);
          return { body: answerBody(reply, featured), scope: { places } };
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
        response: { 200: RestaurantSchema },
      },
    },
    async (request, reply) => {
      const { provider, id } = request.params;
      const key = JSON.stringify(['details', provider, id]);
      const answer = await options.answers.get(
        key,
        async () => {
          const restaurant = await providerOrNotFound(options, provider).details(id);
          if (!restaurant)
            throw new HttpError(
              404,
              'NOT_FOUND',
              "The restaurant you're looking for could not be found.",
            );
          return { body: answerBody(reply, restaurant), scope: { places: [id] } };
        },
        { current: asksForPage(request) },
      );
      // A visitor who just wrote a review must see it: browsers revalidate every time.
      return sendAnswer(request, reply, answer, 'no-cache');
    },
  );

  app.get(
    '/api/restaurants/:provider/:id/reviews',
    {
      schema: {
        tags: ['restaurants'],
        summary: "A provider restaurant's reviews",
        params: RestaurantParamsSchema,
        response: { 200: ReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider, id } = request.params;
      const answer = await options.answers.get(
        JSON.stringify(['reviews', provider, id]),
        async () => {
          const reviews = await providerOrNotFound(options, provider).reviews(id);
          if (!reviews)
            throw new HttpError(
              404,
              'NOT_FOUND',
              "The restaurant you're looking for could not be found.",
            );
          return { body: answerBody(reply, reviews), scope: { places: [id] } };
        },
        { current: asksForPage(request) },
      );
      // A visitor who just wrote a review must see it: browsers revalidate every time.
      return sendAnswer(request, reply, answer, 'no-cache');
    },
  );

  // Reviews of catalog places are ours to keep; Yelp's reviews are written on Yelp.
  app.post(
    '/api/restaurants/:provider/:id/reviews',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: options.writeLimit ?? DEFAULT_WRITE_LIMIT },
      schema: {
        tags: ['restaurants'],
        summary: 'Write a review of a catalog restaurant',
        params: RestaurantParamsSchema,
        body: CreateReviewSchema,
        response: { 201: CreateReviewResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.params.provider !== 'catalog') {
        throw new HttpError(
          409,
          'REVIEWS_ELSEWHERE',
          'Reviews of this listing are written on its provider’s own site; use the provider link on the page.',
        );
      }
      const { rating, reviewText, reviewerName } = request.body;
      const trapped = isHoneypotFilled(request.body[HONEYPOT_FIELD]);
      if (trapped)
        recordRejection(options.sql, hashClient, request, 'honeypot', options.clock.now());
      const created = await createCatalogReview(
        options.sql,
        request.params.id,
        { rating, reviewText, reviewerName },
        options.clock.now(),
        { dryRun: trapped, clientHash: await hashClient(request.ip) },
      );
      if (!created)
        throw new HttpError(
          404,
          'NOT_FOUND',
          "The restaurant you're looking for could not be found.",
        );
      // The place's rating, review count and reviews changed: the answers that show the
      // place go (its details and reviews, searches, featured and guides listing it).
      if (!trapped) await options.answers.placeChanged(request.params.id);
      return reply.code(201).send({ ...created, message: REVIEW_RECEIVED_MESSAGE });
    },
  );
};
