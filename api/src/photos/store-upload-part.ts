import { randomUUID } from 'node:crypto';
import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { checkStoredPhoto, UnusablePhoto } from './check-photo';
import { detectImageType, type PhotoType } from './detect-image-type';
import { PHOTO_CHUNK_BYTES, writePhotoChunk } from './write-photo-chunk';

/** A PNG's type shows in its first 24 bytes (signature and IHDR), a WebP's in 12, a JPEG's in 3. */
const TYPE_BYTES = 24;
const MAX_MEGABYTES = PHOTO_UPLOAD.maxBytesPerFile / (1024 * 1024);

export interface UploadedPhoto {
  id: string;
  contentType: PhotoType;
  byteSize: number;
}

export interface UploadPartOptions {
  restaurantId: string;
  /** Which file of the upload this is, from 1, for the message about it. */
  number: number;
  now: Date;
  /** Told the photo's id before anything is stored under it, to discard it on failure. */
  onStart: (photoId: string) => void;
  /** Told each piece's size before it is stored; throws to refuse the upload. */
  charge: (bytes: number) => Promise<void>;
}

export function photoTooLarge(): HttpError {
  return new HttpError(413, 'PHOTO_TOO_LARGE', `Each photo can be at most ${MAX_MEGABYTES} MB.`);
}

/** More photos than the place can still take (`remaining` of PHOTO_UPLOAD.maxFiles). */
export function tooManyPhotos(remaining: number): HttpError {
  return new HttpError(
    400,
    'TOO_MANY_PHOTOS',
    remaining === 0
      ? `This place already has the most photos allowed (${PHOTO_UPLOAD.maxFiles}).`
      : `You can add ${remaining} more photo${remaining === 1 ? '' : 's'} to this place (at most ${PHOTO_UPLOAD.maxFiles}).`,
  );
}

function notAnImage(number: number): HttpError {
  return new HttpError(
    400,
    'UNSUPPORTED_PHOTO',
    `Photo ${number} is not a PNG, JPEG or WebP image. Only PNG, JPEG and WebP photos can be uploaded.`,
  );
}

/** Decodes the stored photo whole; anything but a real PNG, JPEG or WebP within limits is refused. */
async function checkWhole(sql: Sql, photoId: string, number: number): Promise<PhotoType> {
  try {
    return (await checkStoredPhoto(sql, photoId)).contentType;
  } catch (error) {
    if (error instanceof UnusablePhoto) {
      throw new HttpError(400, error.code, `Photo ${number} ${error.reason}`);
    }
    throw error;
  }
}

/**
 * Stores one file of an upload piece by piece as it arrives, as a photo still uploading
 * (not counted, listed or served until the upload is accepted). Its first bytes must show
 * a PNG, JPEG or WebP, and it may not pass the size limit; either refusal stops it at once.
 * Once complete it is decoded whole (`checkStoredPhoto`): a file that only starts like an
 * image, or is too many pixels, is refused then. The caller discards a refused photo.
 */
export async function storeUploadPart(
  sql: Sql,
  file: AsyncIterable<Buffer>,
  options: UploadPartOptions,
): Promise<UploadedPhoto> {
  const id = randomUUID();
  options.onStart(id);
  let contentType: UploadedPhoto['contentType'] | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let total = 0;
  let seq = 0;

  /** Judges the type by the first bytes, then makes the photo's row for its pieces. */
  const begin = async (): Promise<UploadedPhoto['contentType']> => {
    const type = detectImageType(Buffer.concat(held));
    if (!type) throw notAnImage(options.number);
    await sql`
      insert into restaurant_photos (id, restaurant_id, content_type, byte_size, uploading, created_at)
      values (${id}, ${options.restaurantId}, ${type}, 0, true, ${options.now})`;
    return type;
  };
  const storePiece = async (size: number) => {
    const all = held.length === 1 ? held[0]! : Buffer.concat(held);
    const rest = all.subarray(size);
    held = rest.length > 0 ? [rest] : [];
    heldBytes = rest.length;
    await options.charge(size);
    await writePhotoChunk(sql, id, seq, all.subarray(0, size));
    seq += 1;
  };

  for await (const data of file) {
    total += data.length;
    if (total > PHOTO_UPLOAD.maxBytesPerFile) throw photoTooLarge();
    held.push(data);
    heldBytes += data.length;
    if (!contentType && heldBytes >= TYPE_BYTES) contentType = await begin();
    while (contentType && heldBytes >= PHOTO_CHUNK_BYTES) await storePiece(PHOTO_CHUNK_BYTES);
  }
  contentType ??= await begin();
  if (heldBytes > 0) await storePiece(heldBytes);
  const decoded = await checkWhole(sql, id, options.number);
  await sql`
    update restaurant_photos set byte_size = ${total}, content_type = ${decoded} where id = ${id}`;
  return { id, contentType: decoded, byteSize: total };
}
