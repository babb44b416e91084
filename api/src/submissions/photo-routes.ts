import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_UPLOAD,
  PHOTOS_RECEIVED_MESSAGE,
  PhotoUploadResponseSchema,
} from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import type { RouteLimit } from '../http/rate-limit';
import { discardAbandonedUploads, discardUploads } from '../photos/discard-uploads';
import { receivePhotoUpload } from '../photos/receive-photo-upload';
import { addSubmissionPhotos, checkPhotoUpload } from './add-submission-photos';
import type { FastifyRequest } from 'fastify';

export interface PhotoRoutesOptions {
  sql: Sql;
  clock: Clock;
  writeLimit: RouteLimit;
  /** The keyed hash of the client's address, whose hourly photo bytes are counted. */
  clientHash: (request: FastifyRequest) => Promise<string>;
  /** Photo bytes each client may send in an hour (PHOTO_UPLOAD_MB_PER_HOUR). */
  uploadBytesPerHour: number;
}

const MAX_MEGABYTES = PHOTO_UPLOAD.maxBytesPerFile / (1024 * 1024);

/** POST /api/restaurants/:id/photos: PNG, JPEG or WebP photos for a fresh submission. */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (
  app,
  { sql, clock, writeLimit, clientHash, uploadBytesPerHour },
) => {
  // Registered here so only this route parses multipart bodies.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  app.post(
    '/api/restaurants/:id/photos',
    {
      schema: {
        tags: ['visitor writes'],
        summary: `Add up to ${PHOTO_UPLOAD.maxFiles} PNG, JPEG or WebP photos (${MAX_MEGABYTES} MB each) to a fresh submission`,
        description: `multipart/form-data with file parts only, and the header ${PHOTO_UPLOAD.tokenHeader} from the submission's answer.`,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string() }),
        response: { 201: PhotoUploadResponseSchema },
      },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send photos as multipart/form-data.');
      }
      const header = request.headers[PHOTO_UPLOAD.tokenHeader];
      const token = typeof header === 'string' ? header : undefined;
      const { remaining } = await checkPhotoUpload(sql, request.params.id, token, clock.now());

      await discardAbandonedUploads(sql, clock.now());
      const uploaded = await receivePhotoUpload(request, reply, {
        sql,
        restaurantId: request.params.id,
        remaining,
        now: clock.now(),
        clientHash: await clientHash(request),
        bytesPerHour: uploadBytesPerHour,
      });
      if (uploaded.length === 0) {
        throw new HttpError(
          400,
          'NO_PHOTOS',
          'Choose at least one PNG, JPEG or WebP photo to upload.',
        );
      }
      // A token that expires while the files stream in is refused at this later instant.
      const stored = await addSubmissionPhotos(
        sql,
        request.params.id,
        token!,
        uploaded,
        clock.now(),
      ).finally(() =>
        discardUploads(
          sql,
          uploaded.map((photo) => photo.id),
        ),
      );
      return reply.code(201).send({
        photos: stored.photos.map((photo) => ({
          id: photo.id,
          contentType: photo.content_type,
          byteSize: photo.byte_size,
          createdAt: photo.created_at.toISOString(),
        })),
        remaining: stored.remaining,
        message: PHOTOS_RECEIVED_MESSAGE,
      });
    },
  );
};
