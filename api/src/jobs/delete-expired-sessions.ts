import type { Sql } from '../db/client';

/**
 * Deletes every session past its idle or absolute expiry. Sign-in only clears the signing-in
 * account's own ended sessions, so without this sweep the table keeps every session of an
 * account that never returns. Run once for the fleet by the job queue.
 */
export async function deleteExpiredSessions(sql: Sql, now: Date): Promise<number> {
  const result = await sql`
    delete from sessions where idle_expires_at <= ${now} or expires_at <= ${now}`;
  return result.count;
}
