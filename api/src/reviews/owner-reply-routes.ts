import {
  OkResponseSchema,
  OWNER_REPLY_MESSAGES,
  OwnerReplyRequestSchema,
  OwnerReviewListSchema,
  OwnerReviewsQuerySchema,
  SavedOwnerReplySchema,
} from '@pizza-atlas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAccount } from '../accounts/guard';
import type { AnswerCache } from '../answers/answer-cache';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { RouteLimit } from '../http/rate-limit';
import { deleteOwnerReply } from './delete-owner-reply';
import { listOwnerReviews } from './list-owner-reviews';
import { saveOwnerReply } from './save-owner-reply';

export interface OwnerReplyRoutesOptions {
  sql: Sql;
  clock: Clock;
  /** A reply changes its place's reviews: the answers that show them are dropped. */
  answers: AnswerCache;
  /** Per account, for saves and for deletes each. */
  limit: RouteLimit;
}

/** A person answers reviews one at a time; a script or a stolen session does not. */
export const DEFAULT_REPLY_LIMIT: RouteLimit = { max: 30, timeWindow: '10 minutes' };

/** A reply of 1,000 characters, each \u-escaped twice over (a surrogate pair), fits. */
const REPLY_BODY_LIMIT = 16 * 1024;

const IdParams = z.object({ id: z.string() });

/**
 * An owner's public replies to the reviews of their place (decision 0090): the reviews to
 * answer, and one reply per review written, edited or deleted. Signed-in advertisers only,
 * with the session's CSRF token on writes (requireRole), limited per account.
 */
export const ownerReplyRoutes: FastifyPluginAsyncZod<OwnerReplyRoutesOptions> = async (
  app,
  options,
) => {
  const { sql, clock, answers } = options;
  // The guard runs first (the limit's hook is added after the route's own), so the
  // account is known: counted per account, wherever it signs in from.
  const perAccount = {
    ...options.limit,
    keyGenerator: (request: FastifyRequest) => `account:${signedInAccount(request).id}`,
  };
  const accountWrite = {
    onRequest: app.requireRole('advertiser'),
    bodyLimit: REPLY_BODY_LIMIT,
    config: { rateLimit: perAccount },
  };

  app.get(
    '/api/account/places/:id/reviews',
    {
      onRequest: app.requireRole('advertiser'),
      schema: {
        tags: ['accounts'],
        summary: 'The published reviews of a place the advertiser owns, newest first, with replies',
        params: IdParams,
        querystring: OwnerReviewsQuerySchema,
        response: { 200: OwnerReviewListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOwnerReviews(sql, signedInAccount(request).id, request.params.id, request.query);
    },
  );

  app.put(
    '/api/account/reviews/:id/reply',
    {
      ...accountWrite,
      schema: {
        tags: ['accounts'],
        summary: "Write or edit the owner's public reply to a published review of their place",
        params: IdParams,
        body: OwnerReplyRequestSchema,
        response: { 200: SavedOwnerReplySchema },
      },
    },
    async (request, reply) => {
      const saved = await saveOwnerReply(
        sql,
        signedInAccount(request).id,
        request.params.id,
        request.body.text,
        clock.now(),
      );
      // The place's reviews changed: its reviews answer and its page are made again.
      await answers.placeChanged(saved.placeId);
      reply.header('Cache-Control', 'no-store');
      return {
        reviewId: request.params.id,
        reply: saved.reply,
        message: OWNER_REPLY_MESSAGES.saved,
      };
    },
  );

  app.delete(
    '/api/account/reviews/:id/reply',
    {
      ...accountWrite,
      schema: {
        tags: ['accounts'],
        summary: "Delete the owner's reply to a review of their place",
        params: IdParams,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      const placeId = await deleteOwnerReply(
        sql,
        signedInAccount(request).id,
        request.params.id,
        clock.now(),
      );
      await answers.placeChanged(placeId);
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, message: OWNER_REPLY_MESSAGES.deleted };
    },
  );
};
