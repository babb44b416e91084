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
import {
  addSubmissionPhotos,
  checkPhotoUpload,
  tooManyPhotos,
  type PhotoFile,
} from './add-submission-photos';
import { detectImageType } from './detect-image-type';

export interface PhotoRoutesOptions {
  sql: Sql;
  clock: Clock;
  writeLimit: RouteLimit;
}

const MAX_MEGABYTES = PHOTO_UPLOAD.maxBytesPerFile / (1024 * 1024);

/** POST /api/restaurants/:id/photos: PNG or JPEG photos for a fresh submission. */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (
  app,
  { sql, clock, writeLimit },
) => {
  // Registered here so only this route parses multipart bodies.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const { FilesLimitError, RequestFileTooLargeError } = app.multipartErrors;

  app.post(
    '/api/restaurants/:id/photos',
    {
      schema: {
        tags: ['visitor writes'],
        summary: `Add up to ${PHOTO_UPLOAD.maxFiles} PNG or JPEG photos (${MAX_MEGABYTES} MB each) to a fresh submission`,
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

      const files: PhotoFile[] = [];
      try {
        const parts = request.files({
          limits: {
            fileSize: PHOTO_UPLOAD.maxBytesPerFile,
            files: remaining,
            fields: 10,
            fieldSize: 1024,
            parts: remaining + 10,
            headerPairs: 100,
          },
        });
        for await (const part of parts) {
          const bytes = await part.toBuffer();
          const contentType = detectImageType(bytes);
          if (!contentType) {
            throw new HttpError(
              400,
              'UNSUPPORTED_PHOTO',
              `Photo ${files.length + 1} is not a PNG or JPEG image. Only PNG and JPEG photos can be uploaded.`,
            );
          }
          files.push({ contentType, bytes });
        }
      } catch (error) {
        if (error instanceof RequestFileTooLargeError) {
          throw new HttpError(
            413,
            'PHOTO_TOO_LARGE',
            `Each photo can be at most ${MAX_MEGABYTES} MB.`,
          );
        }
        if (error instanceof FilesLimitError) throw tooManyPhotos(remaining);
        if (error instanceof HttpError) throw error;
        // Anything else here is the multipart parser failing on the body sent.
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
        }
        throw new HttpError(
          400,
          'MALFORMED_UPLOAD',
          'The upload could not be read. Send the photos as multipart/form-data.',
        );
      }
      if (files.length === 0) {
        throw new HttpError(400, 'NO_PHOTOS', 'Choose at least one PNG or JPEG photo to upload.');
      }

      // A token that expires while the files stream in is refused at this later instant.
      const stored = await addSubmissionPhotos(sql, request.params.id, token!, files, clock.now());
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
