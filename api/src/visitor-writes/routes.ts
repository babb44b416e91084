import {
  CONTACT_RECEIVED_MESSAGE,
  ContactMessageSchema,
  ContactResponseSchema,
  CreateRestaurantResponseSchema,
  CreateRestaurantSchema,
  CreateReviewResponseSchema,
  CreateReviewSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  PHOTO_UPLOAD,
  REVIEW_RECEIVED_MESSAGE,
  StoredListQuerySchema,
  StoredRestaurantListSchema,
  StoredRestaurantSchema,
  StoredReviewListSchema,
  SUBMISSION_RECEIVED_MESSAGE,
  WAIT_REPORT_RECEIVED_MESSAGE,
  WaitReportResponseSchema,
  WaitReportSchema,
} from '@pizza-atlas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { DEFAULT_WRITE_LIMIT, type RouteLimit } from '../http/rate-limit';
import { DEFAULT_UPLOAD_BYTES_PER_HOUR } from '../photos/upload-byte-budget';
import {
  createRestaurantSubmission,
  pretendRestaurantSubmission,
} from './create-restaurant-submission';
import { createReview, pretendReview } from './create-review';
import { findApprovedRestaurant } from './find-approved-restaurant';
import { recordRejection } from '../staff/record-rejection';
import { createClientHasher } from './hash-client';
import { listApprovedRestaurants } from './list-approved-restaurants';
import { listRestaurantReviews } from './list-restaurant-reviews';
import { photoRoutes } from './photo-routes';
import { restaurantNotFound } from './restaurant-not-found';
import { saveContactMessage } from './save-contact-message';
import { isKnownListing, pretendWaitReport, saveWaitReport } from './save-wait-report';

export interface VisitorWriteRoutesOptions {
  sql: Sql;
  /** Dates every write and times upload tokens. */
  clock: Clock;
  /** Per client and per write route; DEFAULT_WRITE_LIMIT when unset. */
  writeLimit?: RouteLimit;
  /** Key of the client hashes stored for abuse tracing; a key kept in the database when unset. */
  clientHashSecret?: string;
  /** Photo bytes each client may upload in an hour; PHOTO_UPLOAD_MB_PER_HOUR's default when unset. */
  uploadBytesPerHour?: number;
}

/**
 * JSON writes are small: 48 KB holds every text field at its cap even when each character
 * is sent \u-escaped.
 */
const JSON_BODY_LIMIT = 48 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;

const IdParamsSchema = z.object({ id: z.string() });

function logHoneypot(request: FastifyRequest) {
  request.log.info({ url: request.routeOptions.url }, 'honeypot filled: answered, nothing stored');
}

/**
 * Stored (visitor-submitted) restaurants, their reviews and photos, contact messages and
 * wait reports. Every write is rate-limited per client: register `registerRateLimit`
 * (http/rate-limit.ts) on the root instance first.
 */
export const visitorWriteRoutes: FastifyPluginAsyncZod<VisitorWriteRoutesOptions> = async (
  app,
  options,
) => {
  if (!app.hasDecorator('createRateLimit')) {
    throw new Error('visitorWriteRoutes needs registerRateLimit(app) on the root instance first');
  }
  const { sql, clock } = options;
  const writeLimit = options.writeLimit ?? DEFAULT_WRITE_LIMIT;
  const hashClient = createClientHasher(sql, options.clientHashSecret);
  /** A bot filled the honeypot: logged, and listed for staff. */
  const noteHoneypot = (request: FastifyRequest) => {
    logHoneypot(request);
    recordRejection(sql, hashClient, request, 'honeypot', clock.now());
  };
  const write = (bodyLimit: number) => ({ bodyLimit, config: { rateLimit: writeLimit } });

  app.get(
    '/api/restaurants',
    {
      schema: {
        tags: ['visitor writes'],
        summary: 'Approved visitor-submitted restaurants, newest first',
        querystring: StoredListQuerySchema,
        response: { 200: StoredRestaurantListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listApprovedRestaurants(sql, request.query);
    },
  );

  app.post(
    '/api/restaurants',
    {
      ...write(JSON_BODY_LIMIT),
      schema: {
        tags: ['visitor writes'],
        summary: 'Submit a pizza place; it is listed once staff approve it',
        body: CreateRestaurantSchema,
        response: { 201: CreateRestaurantResponseSchema },
      },
    },
    async (request, reply) => {
      const trapped = isHoneypotFilled(request.body[HONEYPOT_FIELD]);
      if (trapped) noteHoneypot(request);
      const now = clock.now();
      const created = trapped
        ? pretendRestaurantSubmission(request.body, now)
        : await createRestaurantSubmission(sql, request.body, now);
      return reply.code(201).send({
        restaurant: created.restaurant,
        message: SUBMISSION_RECEIVED_MESSAGE,
        photoUpload: {
          url: `/api/restaurants/${created.restaurant.id}/photos`,
          token: created.uploadToken,
          expiresAt: created.uploadExpiresAt.toISOString(),
          maxFiles: PHOTO_UPLOAD.maxFiles,
          maxBytesPerFile: PHOTO_UPLOAD.maxBytesPerFile,
        },
      });
    },
  );

  app.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags: ['visitor writes'],
        summary: 'An approved visitor-submitted restaurant',
        params: IdParamsSchema,
        response: { 200: StoredRestaurantSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await findApprovedRestaurant(sql, request.params.id);
      if (!restaurant) throw restaurantNotFound();
      reply.header('Cache-Control', 'no-cache');
      return restaurant;
    },
  );

  app.get(
    '/api/restaurants/:id/reviews',
    {
      schema: {
        tags: ['visitor writes'],
        summary: 'Reviews of an approved visitor-submitted restaurant, newest first',
        params: IdParamsSchema,
        querystring: StoredListQuerySchema,
        response: { 200: StoredReviewListSchema },
      },
    },
    async (request, reply) => {
      const reviews = await listRestaurantReviews(sql, request.params.id, request.query);
      if (!reviews) throw restaurantNotFound();
      reply.header('Cache-Control', 'no-cache');
      return reviews;
    },
  );

  app.post(
    '/api/restaurants/:id/reviews',
    {
      ...write(JSON_BODY_LIMIT),
      schema: {
        tags: ['visitor writes'],
        summary: 'Review an approved restaurant; its rating and count change at once',
        params: IdParamsSchema,
        body: CreateReviewSchema,
        response: { 201: CreateReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...review } = request.body;
      const trapped = isHoneypotFilled(honeypot);
      if (trapped) noteHoneypot(request);
      const now = clock.now();
      const created = trapped
        ? await pretendReview(sql, request.params.id, review, now)
        : await createReview(sql, request.params.id, review, now, await hashClient(request.ip));
      if (!created) throw restaurantNotFound();
      return reply.code(201).send({ ...created, message: REVIEW_RECEIVED_MESSAGE });
    },
  );

  await app.register(photoRoutes, {
    sql,
    clock,
    writeLimit,
    hashClient,
    uploadBytesPerHour: options.uploadBytesPerHour ?? DEFAULT_UPLOAD_BYTES_PER_HOUR,
  });

  app.post(
    '/api/contact',
    {
      ...write(JSON_BODY_LIMIT),
      schema: {
        tags: ['visitor writes'],
        summary: 'Send the team a message',
        body: ContactMessageSchema,
        response: { 201: ContactResponseSchema },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...message } = request.body;
      if (isHoneypotFilled(honeypot)) noteHoneypot(request);
      else await saveContactMessage(sql, message, await hashClient(request.ip), clock.now());
      return reply.code(201).send({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    },
  );

  app.post(
    '/api/wait-reports',
    {
      ...write(SMALL_BODY_LIMIT),
      schema: {
        tags: ['visitor writes'],
        summary: 'Report the current wait at a listing',
        body: WaitReportSchema,
        response: { 201: WaitReportResponseSchema },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...report } = request.body;
      if (!(await isKnownListing(sql, report))) throw restaurantNotFound();
      const trapped = isHoneypotFilled(honeypot);
      if (trapped) noteHoneypot(request);
      const stored = trapped
        ? pretendWaitReport(report, clock.now())
        : await saveWaitReport(sql, report, await hashClient(request.ip), clock.now());
      return reply.code(201).send({ report: stored, message: WAIT_REPORT_RECEIVED_MESSAGE });
    },
  );
};
