import {
  CreateReviewResponseSchema,
  CreateReviewSchema,
  HONEYPOT_FIELD,
  REVIEW_AGAIN_HELD_MESSAGE,
  REVIEW_HELD_MESSAGE,
  REVIEW_RECEIVED_MESSAGE,
  REVIEW_REPORTED_MESSAGE,
  ReportReviewResponseSchema,
  ReportReviewSchema,
  RestaurantParamsSchema,
  ReviewsResponseSchema,
  StoredListQuerySchema,
  StoredReviewListSchema,
  type ProviderName,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../answers/answer-cache';
import { UNCHANGED_BY_CLOCK } from '../answers/answer-scope';
import { asksForPage } from '../answers/collect-scopes';
import { answerBody, sendAnswer } from '../answers/send-answer';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { AnonymousWrites } from '../http/anonymous-writes';
import { HttpError } from '../http/errors';
import { placeRemoved, restaurantNotFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { placeRemovedAt } from '../places/read-places';
import { findProvider } from '../providers/find-provider';
import type { ListingProvider } from '../providers/listing-provider';
import { findSubmissionPlace } from '../restaurants/find-submission-place';
import { createReview, type CreatedReview, type NewReview } from './create-review';
import type { ReviewBurst } from './hold-signals';
import { listPlaceReviews } from './list-place-reviews';
import { reportReview } from './report-review';

export interface ReviewRoutesOptions {
  sql: Sql;
  clock: Clock;
  /** Every configured provider by short name. */
  providers: Partial<Record<ProviderName, ListingProvider>>;
  /** A review changes its place's rating: the answers that show it are dropped. */
  answers: AnswerCache;
  writes: AnonymousWrites;
  /** When a client's reviews come too fast and are held (DEFAULT_REVIEW_BURST when unset). */
  reviewBurst?: ReviewBurst;
}

/** Review bodies are small: every field at its cap, even \u-escaped, fits in 48 KB. */
const REVIEW_BODY_LIMIT = 48 * 1024;

const SubmissionParamsSchema = z.object({ id: z.string() });
const ReviewParamsSchema = z.object({ id: z.string() });

/** A reason and a note of at most 500 characters, even \u-escaped. */
const REPORT_BODY_LIMIT = 8 * 1024;

/**
 * Published at once (201), or held for staff (202) with the words the writer is shown: a
 * second review of the place within 30 days says so (decision 0087); spam signals are not
 * named to whoever sent them.
 */
function writtenAnswer(created: CreatedReview) {
  const { heldSignals, ...answer } = created;
  if (created.state !== 'held') {
    return { status: 201 as const, body: { ...answer, message: REVIEW_RECEIVED_MESSAGE } };
  }
  const message = heldSignals.includes('second-review')
    ? REVIEW_AGAIN_HELD_MESSAGE
    : REVIEW_HELD_MESSAGE;
  return { status: 202 as const, body: { ...answer, message } };
}

/**
 * Reviews, read and written. Every review we keep belongs to a catalog place, written by
 * one service (`createReview`) under one rating rule; a visitor's submitted place takes
 * reviews once staff approved it into the catalog (its submission id finds its place).
 * Reviews of other providers' listings are read from them and written on their sites.
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, options) => {
  const { sql, clock, writes } = options;

  /** Stores a review (or pretends to, for a bot) and drops the answers that showed the old rating. */
  const writeReview = async (
    request: Parameters<AnonymousWrites['isTrapped']>[0],
    placeId: string,
    body: NewReview & { [HONEYPOT_FIELD]?: string | null },
  ) => {
    // A place its source no longer lists takes no reviews (decision 0033).
    if (isUuid(placeId) && (await placeRemovedAt(sql, placeId))) throw placeRemoved();
    const dryRun = writes.isTrapped(request, body);
    const { rating, reviewText, reviewerName } = body;
    const created = await createReview(
      sql,
      placeId,
      { rating, reviewText, reviewerName },
      clock.now(),
      { dryRun, clientHash: await writes.clientHash(request), burst: options.reviewBurst },
    );
    if (!created) throw restaurantNotFound();
    // The place's rating, review count and reviews changed: the answers that show it go
    // (its details and reviews, searches, featured and guides listing it); the rest stay.
    // A held review changed nothing the public sees.
    if (!dryRun && created.state === 'published') await options.answers.placeChanged(placeId);
    return created;
  };

  app.get(
    '/api/restaurants/:provider/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
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
          const reviews = await findProvider(options.providers, provider).reviews(id);
          if (!reviews) throw restaurantNotFound();
          // A review list shows dates, never "today" or "open now".
          return {
            body: answerBody(reply, reviews),
            scope: { places: [id], about: [id], until: UNCHANGED_BY_CLOCK },
          };
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
      ...writes.route(REVIEW_BODY_LIMIT),
      schema: {
        tags: ['reviews'],
        summary: 'Write a review of a catalog restaurant',
        params: RestaurantParamsSchema,
        body: CreateReviewSchema,
        response: { 201: CreateReviewResponseSchema, 202: CreateReviewResponseSchema },
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
      const { status, body } = writtenAnswer(
        await writeReview(request, request.params.id, request.body),
      );
      return reply.code(status).send(body);
    },
  );

  app.get(
    '/api/restaurants/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of an approved visitor-submitted restaurant, newest first',
        params: SubmissionParamsSchema,
        querystring: StoredListQuerySchema,
        response: { 200: StoredReviewListSchema },
      },
    },
    async (request, reply) => {
      const placeId = await findSubmissionPlace(sql, request.params.id);
      const reviews = placeId && (await listPlaceReviews(sql, placeId, request.query));
      if (!reviews) throw restaurantNotFound();
      reply.header('Cache-Control', 'no-cache');
      return {
        ...reviews,
        reviews: reviews.reviews.map((review) => ({ ...review, restaurantId: request.params.id })),
      };
    },
  );

  app.post(
    '/api/restaurants/:id/reviews',
    {
      ...writes.route(REVIEW_BODY_LIMIT),
      schema: {
        tags: ['reviews'],
        summary:
          'Review an approved visitor-submitted restaurant; its rating and count change at once (202: held for staff)',
        params: SubmissionParamsSchema,
        body: CreateReviewSchema,
        response: { 201: CreateReviewResponseSchema, 202: CreateReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const placeId = await findSubmissionPlace(sql, request.params.id);
      if (!placeId) throw restaurantNotFound();
      const { status, body } = writtenAnswer(await writeReview(request, placeId, request.body));
      // Answered under the id the visitor used.
      const id = request.params.id;
      return reply.code(status).send({
        ...body,
        review: { ...body.review, restaurantId: id },
        // As GET /api/restaurants/:id shows it: no rating until the place has reviews.
        restaurant: {
          id,
          rating: body.restaurant.reviewCount > 0 ? body.restaurant.rating : null,
          reviewCount: body.restaurant.reviewCount,
        },
      });
    },
  );

  app.post(
    '/api/reviews/:id/reports',
    {
      ...writes.route(REPORT_BODY_LIMIT),
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to staff, with a reason; one report per visitor and review',
        params: ReviewParamsSchema,
        body: ReportReviewSchema,
        response: { 201: ReportReviewResponseSchema },
      },
    },
    async (request, reply) => {
      if (!writes.isTrapped(request, request.body)) {
        await reportReview(sql, request.params.id, {
          reason: request.body.reason,
          note: request.body.note,
          clientHash: await writes.clientHash(request),
          now: clock.now(),
        });
      }
      return reply.code(201).send({ ok: true, message: REVIEW_REPORTED_MESSAGE });
    },
  );
};
