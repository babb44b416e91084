import type { PHOTO_UPLOAD } from '@pizza-atlas/contracts';

/** A photo's type: PNG, JPEG or WebP. */
export type PhotoType = (typeof PHOTO_UPLOAD.contentTypes)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type the first bytes show, whatever the file name or declared type claim: a
 * PNG starts with its signature and an IHDR chunk, a JPEG with SOI and a marker, a WebP
 * with a RIFF header naming WEBP. Only a first look: the whole file is decoded once it is
 * stored (`checkStoredPhoto`).
 */
export function detectImageType(bytes: Buffer): PhotoType | null {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return 'image/png';
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}
