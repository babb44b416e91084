import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { restaurantNotFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import type { PhotoType } from '../photos/detect-image-type';
import { tooManyPhotos, type UploadedPhoto } from '../photos/store-upload-part';
import { hashUploadToken } from './upload-token';

export interface StoredPhotoRow {
  id: string;
  content_type: PhotoType;
  byte_size: number;
  created_at: Date;
}

function uploadRefused() {
  return new HttpError(
    403,
    'UPLOAD_NOT_ALLOWED',
    'Photos can only be added with the upload link of a place you submitted, within an hour of submitting it.',
  );
}

/**
 * Checks the upload token of a submission before any file is read, and answers how many
 * more photos it can take. Unknown places, wrong and expired tokens are all refused alike.
 */
export async function checkPhotoUpload(
  sql: Sql,
  restaurantId: string,
  token: string | undefined,
  now: Date,
): Promise<{ remaining: number }> {
  if (!isUuid(restaurantId)) throw restaurantNotFound();
  if (!token || token.length > 200) throw uploadRefused();
  const [grant] = await sql<{ photo_count: number }[]>`
    select (select count(*)::int from restaurant_photos p
            where p.restaurant_id = g.restaurant_id and not p.uploading) as photo_count
    from restaurant_upload_grants g
    join restaurants r on r.id = g.restaurant_id
    where g.restaurant_id = ${restaurantId}
      and g.token_hash = ${hashUploadToken(token)}
      and g.expires_at > ${now}
      and not r.approved and not r.rejected`;
  if (!grant) throw uploadRefused();
  const remaining = PHOTO_UPLOAD.maxFiles - grant.photo_count;
  if (remaining <= 0) throw tooManyPhotos(0);
  return { remaining };
}

/**
 * Accepts photos stored while they were uploaded, if the place still has room for them.
 * The place's row is locked so two uploads at once cannot pass the photo limit together.
 */
export async function addSubmissionPhotos(
  sql: Sql,
  restaurantId: string,
  token: string,
  uploaded: UploadedPhoto[],
  now: Date,
): Promise<{ photos: StoredPhotoRow[]; remaining: number }> {
  return sql.begin(async (tx) => {
    // Lock the place first, then count in a statement of its own: under READ COMMITTED a
    // statement that waited for the lock still reads with the snapshot it started with, so
    // a count in the locking statement would miss the photos the other upload just added.
    const [grant] = await tx<{ id: string }[]>`
      select r.id
      from restaurants r
      join restaurant_upload_grants g on g.restaurant_id = r.id
      where r.id = ${restaurantId}
        and g.token_hash = ${hashUploadToken(token)}
        and g.expires_at > ${now}
        -- Approval cleans the photos it finds: none may arrive once staff have decided.
        and not r.approved and not r.rejected
      for update of r`;
    if (!grant) throw uploadRefused();
    const [{ photo_count: photoCount }] = await tx<{ photo_count: number }[]>`
      select count(*)::int as photo_count from restaurant_photos
      where restaurant_id = ${restaurantId} and not uploading`;
    const remaining = PHOTO_UPLOAD.maxFiles - photoCount!;
    if (uploaded.length > remaining) throw tooManyPhotos(remaining);
    const ids = uploaded.map((photo) => photo.id);
    const rows = await tx<StoredPhotoRow[]>`
      update restaurant_photos set uploading = false, created_at = ${now}
      where id = any(${ids}::uuid[]) and restaurant_id = ${restaurantId} and uploading
      returning id, content_type, byte_size, created_at`;
    // In the order the files were sent.
    const photos = ids.map((id) => rows.find((row) => row.id === id)!);
    return { photos, remaining: remaining - uploaded.length };
  });
}
