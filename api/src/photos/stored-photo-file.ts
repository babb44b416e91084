import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Sql } from '../db/client';
import { streamPhoto } from './stream-photo';

/**
 * Runs `work` on a stored photo written to a file of its own, removed afterwards: streamed
 * from the database, so the server holds a piece or two of it, never the photo, and
 * libvips reads the file in strips (sharp collects a stream input whole in memory).
 */
export async function withStoredPhotoFile<T>(
  sql: Sql,
  photoId: string,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pizza-atlas-photo-'));
  try {
    const file = path.join(folder, 'photo');
    await pipeline(streamPhoto(sql, photoId), createWriteStream(file));
    return await work(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
