import {
  HoursPreviewRequestSchema,
  HoursPreviewSchema,
  OwnerListingSchema,
  OwnerListingUpdateSchema,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswerCache } from '../answers/answer-cache';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { RouteLimit } from '../http/rate-limit';
import { signedInAccount } from './guard';
import { getOwnerListing, previewOwnerHours, updateOwnerListing } from './owner-listing';

export interface OwnerListingRoutesOptions {
  sql: Sql;
  clock: Clock;
  /** Forgets the answers that show a place once its owner changed it. */
  answers: AnswerCache;
  /** Per client, for saves; previews may be asked for three times as often. */
  limit: RouteLimit;
}

/** Saves of a listing per client: an owner fixing a typo or two never needs more. */
export const DEFAULT_OWNER_LISTING_LIMIT: RouteLimit = { max: 10, timeWindow: '1 minute' };

const BODY_LIMIT = 8 * 1024;
const PlaceParams = z.object({ placeId: z.string().max(100) });

/**
 * The owner of an approved claim keeps their place's listing right (decision 0089): read it,
 * preview a week of hours, save. Cookie writes with the session's CSRF token, as every
 * advertiser write (requireRole's guard).
 */
export const ownerListingRoutes: FastifyPluginAsyncZod<OwnerListingRoutesOptions> = async (
  app,
  options,
) => {
  const { sql, clock, answers } = options;
  const owner = app.requireRole('advertiser');

  app.get(
    '/api/account/listings/:placeId',
    {
      onRequest: owner,
      schema: {
        tags: ['accounts'],
        summary:
          'The listing of a place the advertiser owns, as visitors see it, and who set each field',
        params: PlaceParams,
        response: { 200: OwnerListingSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getOwnerListing(sql, signedInAccount(request).id, request.params.placeId);
    },
  );

  app.put(
    '/api/account/listings/:placeId',
    {
      onRequest: owner,
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: options.limit },
      schema: {
        tags: ['accounts'],
        summary:
          "Change a place's phone, website, opening hours or description (its approved owner only); kept over the source's through refreshes",
        params: PlaceParams,
        body: OwnerListingUpdateSchema,
        response: { 200: OwnerListingSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { placeId } = request.params;
      const { listing, changed, hoursChanged } = await updateOwnerListing(
        sql,
        signedInAccount(request).id,
        placeId,
        request.body,
        clock.now(),
      );
      // New hours move the place in or out of open-now searches, shown or not: every answer
      // goes. A phone, a website or a description changes only the answers that show it.
      if (hoursChanged) await answers.invalidate();
      else if (changed) await answers.placeChanged(placeId);
      return listing;
    },
  );

  app.post(
    '/api/account/listings/:placeId/hours-preview',
    {
      onRequest: owner,
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { ...options.limit, max: options.limit.max * 3 } },
      schema: {
        tags: ['accounts'],
        summary:
          'The week opening hours would give the place from now, as its page would show it; nothing is saved',
        params: PlaceParams,
        body: HoursPreviewRequestSchema,
        response: { 200: HoursPreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return previewOwnerHours(
        sql,
        signedInAccount(request).id,
        request.params.placeId,
        request.body.openingHours,
        clock.now(),
      );
    },
  );
};
