import {
  PHOTO_VARIANT_FORMATS,
  PHOTO_VARIANT_WIDTHS,
  type PhotoVariantFormat,
} from '@pizza-atlas/contracts';
import sharp, { type Sharp } from 'sharp';
import { photoDecodeOptions } from './check-photo';

export interface MadeVariant {
  format: PhotoVariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * AVIF at effort 2: effort 4 (the default) took 8 s for a 1,280 px photo on this machine,
 * effort 2 half a second, for files a few percent larger.
 */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
} satisfies Record<PhotoVariantFormat, (image: Sharp) => Sharp>;

/** A variant is at most twice as tall as wide (a phone's 9:16 fits): a taller one is made narrower. */
const MAX_HEIGHT_PER_WIDTH = 2;

/** The widths made of a photo this wide: each of PHOTO_VARIANT_WIDTHS, never wider than it. */
export function variantWidths(photoWidth: number): number[] {
  return [...new Set(PHOTO_VARIANT_WIDTHS.map((width) => Math.min(width, photoWidth)))];
}

/**
 * A photo file (upright, as approval cleaned it) in every variant width and format, read
 * from the file strip by strip for each; the variants are small and held whole.
 */
export async function makePhotoVariants(
  file: string,
): Promise<{ width: number; height: number; variants: MadeVariant[] }> {
  const metadata = await sharp(file, photoDecodeOptions()).metadata();
  // EXIF orientations 5 to 8 turn the photo a quarter: it shows as tall as it is wide.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const variants: MadeVariant[] = [];
  for (const variantWidth of variantWidths(width)) {
    for (const format of PHOTO_VARIANT_FORMATS) {
      const resized = sharp(file, { ...photoDecodeOptions(), sequentialRead: true })
        .rotate()
        .resize({
          width: variantWidth,
          height: variantWidth * MAX_HEIGHT_PER_WIDTH,
          fit: 'inside',
          withoutEnlargement: true,
        });
      const { data, info } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return { width, height, variants };
}
