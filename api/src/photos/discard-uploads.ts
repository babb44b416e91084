import type { Sql } from '../db/client';
import { runForRequest } from '../db/request-scope';

/** An upload still unfinished this long after it began was left by a server that stopped. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes the given photos still being uploaded (their pieces go with them). Also when the
 * client has gone, the usual reason: the guarded pool sends no write for a request whose
 * client is gone, but this one tidies up after it.
 */
export async function discardUploads(sql: Sql, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  await runForRequest(
    () => false,
    () => sql`delete from restaurant_photos where id = any(${photoIds}::uuid[]) and uploading`,
  );
}

/** Deletes uploads a stopped server never finished nor discarded. */
export async function discardAbandonedUploads(sql: Sql, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  await sql`delete from restaurant_photos where uploading and created_at < ${before}`;
}
