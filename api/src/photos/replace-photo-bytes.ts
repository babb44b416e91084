import type { Sql, TransactionSql } from '../db/client';
import type { PhotoType } from './detect-image-type';
import { PHOTO_CHUNK_BYTES, writePhotoChunk } from './write-photo-chunk';

/** Puts new bytes (a cleaned photo, held whole: at most 1600 px) in place of a photo's. */
export async function replacePhotoBytes(
  sql: Sql | TransactionSql,
  photoId: string,
  bytes: Buffer,
  contentType: PhotoType,
): Promise<void> {
  await sql`delete from restaurant_photo_chunks where photo_id = ${photoId}`;
  for (let seq = 0; seq * PHOTO_CHUNK_BYTES < bytes.length; seq += 1) {
    const start = seq * PHOTO_CHUNK_BYTES;
    await writePhotoChunk(sql, photoId, seq, bytes.subarray(start, start + PHOTO_CHUNK_BYTES));
  }
  await sql`
    update restaurant_photos set byte_size = ${bytes.length}, content_type = ${contentType}
    where id = ${photoId}`;
}
