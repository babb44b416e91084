import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { discardUploads } from './discard-uploads';
import {
  photoTooLarge,
  storeUploadPart,
  tooManyPhotos,
  type UploadedPhoto,
} from './store-upload-part';
import {
  chargeUploadBytes,
  forgetPastUploadHours,
  refundUploadBytes,
  UploadBudgetSpent,
} from './upload-byte-budget';

/** Room in a body for part headers and the few small fields allowed beside the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

export interface ReceivePhotoOptions {
  sql: Sql;
  restaurantId: string;
  /** How many more photos the place takes. */
  remaining: number;
  now: Date;
  /** Whose upload this is (the keyed hash of the client's address) and its hourly budget. */
  clientHash: string;
  bytesPerHour: number;
}

/**
 * Reads the files of a multipart upload one at a time, storing each as it arrives (a few
 * pieces in memory at most), and answers them as photos still uploading; the caller
 * accepts or discards them. A body declared larger than the place can take, or past the
 * client's hourly budget, is refused before it is read. On any refusal the files already
 * stored are discarded before the error leaves.
 *
 * The budget is charged the declared length up front (so parallel uploads of one client
 * are refused before they are read, not midway), and what was not read of it is given back
 * at the end; a body sent without its length is charged piece by piece as it arrives.
 */
export async function receivePhotoUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceivePhotoOptions,
): Promise<UploadedPhoto[]> {
  const { sql, remaining, now, clientHash, bytesPerHour } = options;
  const declared = Number(request.headers['content-length'] ?? 0) || 0;
  if (declared > remaining * PHOTO_UPLOAD.maxBytesPerFile + FORM_OVERHEAD_BYTES) {
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `This upload is larger than the ${remaining} photo${remaining === 1 ? '' : 's'} of ${PHOTO_UPLOAD.maxBytesPerFile / (1024 * 1024)} MB this place can still take.`,
    );
  }
  const started: string[] = [];
  const uploaded: UploadedPhoto[] = [];
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  let charged = 0;
  let read = 0;
  const charge = async (bytes: number) => {
    read += bytes;
    if (read <= charged) return;
    const more = read - charged;
    await chargeUploadBytes(sql, clientHash, more, bytesPerHour, now);
    charged += more;
  };
  try {
    await forgetPastUploadHours(sql, now);
    if (declared > 0) {
      await chargeUploadBytes(sql, clientHash, declared, bytesPerHour, now);
      charged = declared;
    }
    const parts = request.files({
      limits: {
        // One byte over the limit reaches storeUploadPart, which refuses the file then.
        fileSize: PHOTO_UPLOAD.maxBytesPerFile + 1,
        files: remaining,
        fields: 10,
        fieldSize: 1024,
        parts: remaining + 10,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      uploaded.push(
        await storeUploadPart(sql, part.file, {
          restaurantId: options.restaurantId,
          number: uploaded.length + 1,
          now,
          onStart: (id) => started.push(id),
          charge,
        }),
      );
    }
    return uploaded;
  } catch (error) {
    await discardUploads(sql, started);
    if (error instanceof UploadBudgetSpent) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) throw error;
    if (error instanceof RequestFileTooLargeError) throw photoTooLarge();
    if (error instanceof FilesLimitError) throw tooManyPhotos(remaining);
    // Anything else here is the multipart parser failing on the body sent.
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    }
    throw new HttpError(
      400,
      'MALFORMED_UPLOAD',
      'The upload could not be read. Send the photos as multipart/form-data.',
    );
  } finally {
    if (charged > read) await refundUploadBytes(sql, clientHash, charged - read, now);
  }
}
