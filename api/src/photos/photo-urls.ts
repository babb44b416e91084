import type { PhotoVariantFormat } from '@pizza-atlas/contracts';

/** The public URL of an approved place's photo, as it was cleaned at approval. */
export function photoUrl(photoId: string): string {
  return `/api/photos/${photoId}`;
}

/** The public URL of one width of a photo in one format (`photoVariantOf` reads it back). */
export function photoVariantUrl(
  photoId: string,
  width: number,
  format: PhotoVariantFormat,
): string {
  return `${photoUrl(photoId)}/${width}.${format}`;
}

/** The width and format a variant URL's last segment names ('640.avif'), or null. */
export function photoVariantOf(
  segment: string,
): { width: number; format: PhotoVariantFormat } | null {
  const match = /^([1-9][0-9]{0,3})\.(avif|webp)$/.exec(segment);
  if (!match) return null;
  return { width: Number(match[1]), format: match[2] as PhotoVariantFormat };
}
