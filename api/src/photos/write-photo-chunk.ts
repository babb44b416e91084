import type { Sql, TransactionSql } from '../db/client';

/**
 * Photos are stored in pieces of this size (the last one shorter): big enough that a 10 MB
 * photo is 40 rows, small enough that a server holds only a piece or two per upload.
 */
export const PHOTO_CHUNK_BYTES = 256 * 1024;

/** Stores one piece of a photo; `seq` orders the pieces from 0. */
export async function writePhotoChunk(
  sql: Sql | TransactionSql,
  photoId: string,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  await sql`
    insert into restaurant_photo_chunks (photo_id, seq, bytes) values (${photoId}, ${seq}, ${bytes})`;
}
