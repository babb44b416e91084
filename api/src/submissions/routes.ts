import {
  CreateRestaurantResponseSchema,
  CreateRestaurantSchema,
  PHOTO_UPLOAD,
  SUBMISSION_RECEIVED_MESSAGE,
  ALREADY_LISTED_MESSAGE,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { AnonymousWrites } from '../http/anonymous-writes';
import {
  createRestaurantSubmission,
  pretendRestaurantSubmission,
} from './create-restaurant-submission';
import { findListedPlace } from '../places/find-listed-place';
import { findAddressProblem } from './find-address-problem';
import { photoRoutes } from './photo-routes';

export interface SubmissionRoutesOptions {
  sql: Sql;
  /** Dates every submission and times its upload token. */
  clock: Clock;
  writes: AnonymousWrites;
  /** Photo bytes each client may upload in an hour (PHOTO_UPLOAD_MB_PER_HOUR). */
  uploadBytesPerHour: number;
}

/**
 * The form's schema, and an address that names a place must name one the gazetteers know
 * ("Nowhereville, ZZ" is refused beside its field; decision 0066).
 */
const SubmittedPlaceSchema = CreateRestaurantSchema.superRefine((place, context) => {
  const problem = findAddressProblem(place.address);
  if (problem) context.addIssue({ code: 'custom', path: ['address'], message: problem });
});

/** Every field of the form at its cap, even \u-escaped, fits in 48 KB. */
const SUBMISSION_BODY_LIMIT = 48 * 1024;

/**
 * A visitor suggests a pizza place (listed once staff approve it) and may add photos of it
 * with the upload token the answer carries.
 */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { sql, clock, writes, uploadBytesPerHour },
) => {
  app.post(
    '/api/restaurants',
    {
      ...writes.route(SUBMISSION_BODY_LIMIT),
      schema: {
        tags: ['submissions'],
        summary: 'Submit a pizza place; it is listed once staff approve it',
        body: SubmittedPlaceSchema,
        response: { 201: CreateRestaurantResponseSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const trapped = writes.isTrapped(request, request.body);
      const created = trapped
        ? pretendRestaurantSubmission(request.body, now)
        : await createRestaurantSubmission(
            sql,
            request.body,
            now,
            await writes.clientHash(request),
          );
      // Still recorded (staff merge what it adds), but the visitor learns it is listed.
      const alreadyListed = trapped ? null : await findListedPlace(sql, request.body);
      return reply.code(201).send({
        restaurant: created.restaurant,
        message: alreadyListed ? ALREADY_LISTED_MESSAGE : SUBMISSION_RECEIVED_MESSAGE,
        alreadyListed,
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

  await app.register(photoRoutes, {
    sql,
    clock,
    writeLimit: writes.limit,
    clientHash: writes.clientHash,
    uploadBytesPerHour,
  });
};
