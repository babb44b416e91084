import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import sharp, { type Metadata } from 'sharp';
import type { Sql } from '../db/client';
import type { PhotoType } from './detect-image-type';
import { findImageEnd } from './image-end';
import { withStoredPhotoFile } from './stored-photo-file';

const TYPES: Record<string, PhotoType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const MEGAPIXELS = PHOTO_UPLOAD.maxPixels / 1_000_000;

/** Why a file is not a photo the site can use; `reason` completes "Photo 2 …". */
export class UnusablePhoto extends Error {
  constructor(
    readonly code:
      'UNSUPPORTED_PHOTO' | 'UNREADABLE_PHOTO' | 'PHOTO_TOO_MANY_PIXELS' | 'PHOTO_TRAILING_DATA',
    readonly reason: string,
  ) {
    super(reason);
  }
}

function unreadable(): UnusablePhoto {
  return new UnusablePhoto(
    'UNREADABLE_PHOTO',
    'could not be read: the image is damaged or incomplete. Save it again as a PNG, JPEG or WebP and send that.',
  );
}

/** Options every decode of a visitor's photo uses: refuse damage, and decoys of huge size. */
export function photoDecodeOptions() {
  return { failOn: 'error', limitInputPixels: PHOTO_UPLOAD.maxPixels } as const;
}

/**
 * Decodes a whole image file (one that starts like an image: `detectImageType`): its
 * header must be readable and name PNG, JPEG or WebP, its size stay within
 * PHOTO_UPLOAD.maxPixels (judged from the header, before any pixel is decoded), and every
 * pixel must decode (a truncated or corrupt file, or another file behind an image's first
 * bytes, is refused), and the file must end where the image does: decoders ignore what
 * follows the image, so a PNG with an HTML page or a ZIP after it would decode (and be
 * served as a polyglot). libvips reads the file in strips, so memory stays small at any size.
 */
export async function checkImageFile(file: string): Promise<{ contentType: PhotoType }> {
  let metadata: Metadata;
  try {
    // The header alone, however large it says the image is (judged below, with a reason).
    metadata = await sharp(file, { failOn: 'none', limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const contentType = TYPES[metadata.format];
  if (!contentType) {
    throw new UnusablePhoto(
      'UNSUPPORTED_PHOTO',
      `is a ${metadata.format.toUpperCase()} image. Only PNG, JPEG and WebP photos can be uploaded.`,
    );
  }
  const { width, height } = metadata;
  if (width * height > PHOTO_UPLOAD.maxPixels) {
    throw new UnusablePhoto(
      'PHOTO_TOO_MANY_PIXELS',
      `is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels. Photos can be at most ${MEGAPIXELS} megapixels.`,
    );
  }
  try {
    // Every pixel decoded, none kept: statistics are computed strip by strip.
    await sharp(file, { ...photoDecodeOptions(), sequentialRead: true }).stats();
  } catch {
    throw unreadable();
  }
  const { end, size } = await findImageEnd(file, contentType);
  if (end === null) throw unreadable();
  if (end < size) {
    throw new UnusablePhoto(
      'PHOTO_TRAILING_DATA',
      'has data after the end of the image. Save it again as a PNG, JPEG or WebP and send that.',
    );
  }
  return { contentType };
}

/** Checks a stored photo (`checkImageFile`) from a file of its own (`withStoredPhotoFile`). */
export function checkStoredPhoto(sql: Sql, photoId: string): Promise<{ contentType: PhotoType }> {
  return withStoredPhotoFile(sql, photoId, checkImageFile);
}
