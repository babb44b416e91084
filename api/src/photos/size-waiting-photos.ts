import {
  PHOTO_VARIANT_FORMATS,
  type PhotoSizes,
  type PhotoVariantFormat,
} from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { makePhotoVariants, type MadeVariant } from './make-photo-variants';
import { photoUrl, photoVariantUrl } from './photo-urls';
import { withStoredPhotoFile } from './stored-photo-file';

/** Photos sized per run: about a second of CPU each on this machine. */
const PHOTOS_PER_RUN = 30;

/** A photo's size and variants as answers carry them (the contract's PhotoSizes). */
function photoSizesOf(
  photoId: string,
  made: { width: number; height: number; variants: MadeVariant[] },
): PhotoSizes {
  const inFormat = (format: PhotoVariantFormat) =>
    made.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map(({ width, height }) => ({
        url: photoVariantUrl(photoId, width, format),
        width,
        height,
      }));
  const [avif, webp] = PHOTO_VARIANT_FORMATS.map(inFormat);
  return { width: made.width, height: made.height, avif: avif!, webp: webp! };
}

/**
 * Makes the variants of approved photos that have none yet, oldest first: the photos each
 * approval adds, and the backfill of those approved before variants existed (decision
 * 0046). Each photo's variants, its size, and its place's `photo_sizes` are written in one
 * transaction; until then it is served at its original. A photo that cannot be decoded is
 * marked sized without variants (it stays at its original) and told to `warn`. Returns
 * how many photos got variants: answers showing them are out of date when any did.
 */
export async function sizeWaitingPhotos(
  sql: Sql,
  now: Date,
  warn: (error: unknown, photoId: string) => void,
): Promise<number> {
  const photos = await sql<{ id: string; catalogId: string | null }[]>`
    select p.id, r.catalog_id as "catalogId"
    from restaurant_photos p join restaurants r on r.id = p.restaurant_id
    where p.sized_at is null and not p.uploading and r.approved
    order by p.created_at, p.id limit ${PHOTOS_PER_RUN}`;
  let sized = 0;
  for (const photo of photos) {
    let undecodable: unknown = null;
    // Only the image's own failure marks it; the database's fails the run, to try again.
    const made = await withStoredPhotoFile(sql, photo.id, (file) =>
      makePhotoVariants(file).catch((error: unknown) => {
        undecodable = error;
        return null;
      }),
    );
    if (!made) {
      warn(undecodable, photo.id);
      await sql`update restaurant_photos set sized_at = ${now} where id = ${photo.id}`;
      continue;
    }
    await sql.begin(async (tx) => {
      for (const variant of made.variants) {
        await tx`
          insert into restaurant_photo_variants (photo_id, format, width, height, bytes)
          values (${photo.id}, ${variant.format}, ${variant.width}, ${variant.height}, ${variant.bytes})
          on conflict do nothing`;
      }
      await tx`
        update restaurant_photos
        set width = ${made.width}, height = ${made.height}, sized_at = ${now}
        where id = ${photo.id}`;
      if (photo.catalogId) {
        const sizes = { [photoUrl(photo.id)]: photoSizesOf(photo.id, made) };
        await tx`
          update catalog_restaurants set photo_sizes = photo_sizes || ${tx.json(sizes)}
          where id = ${photo.catalogId}`;
      }
    });
    sized += 1;
  }
  return sized;
}
