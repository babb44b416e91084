import type { Sql } from '../db/client';
import { runForRequest } from '../db/request-scope';
import { HttpError } from '../http/errors';

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

/** Refused: the client's photo bytes this hour would pass the budget. */
export class UploadBudgetSpent extends HttpError {
  constructor(
    bytesPerHour: number,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'UPLOAD_LIMIT_REACHED',
      `Photo uploads are limited to ${Math.round(bytesPerHour / MB)} MB an hour from each visitor, and this upload would go over it. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** The budget's windows are the server clock's hours; each client's count starts at 0. */
function hourOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

function spent(bytesPerHour: number, now: Date): UploadBudgetSpent {
  const left = hourOf(now).getTime() + HOUR_MS - now.getTime();
  return new UploadBudgetSpent(bytesPerHour, Math.ceil(left / 1000));
}

/** Drops the counts of hours gone by: only the current hour's are ever read. */
export async function forgetPastUploadHours(sql: Sql, now: Date): Promise<void> {
  await sql`delete from upload_byte_counts where window_start < ${hourOf(now)}`;
}

/**
 * Counts bytes against the client's budget this hour, or refuses them all when they would
 * pass it. One statement adds and checks, so uploads of one client in parallel cannot pass
 * the budget together.
 */
export async function chargeUploadBytes(
  sql: Sql,
  clientHash: string,
  bytes: number,
  bytesPerHour: number,
  now: Date,
): Promise<void> {
  if (bytes > bytesPerHour) throw spent(bytesPerHour, now);
  const rows = await sql`
    insert into upload_byte_counts as c (client_hash, window_start, bytes)
    values (${clientHash}, ${hourOf(now)}, ${bytes})
    on conflict (client_hash, window_start) do update set bytes = c.bytes + excluded.bytes
      where c.bytes + excluded.bytes <= ${bytesPerHour}
    returning c.bytes`;
  if (rows.length === 0) throw spent(bytesPerHour, now);
}

/**
 * Gives back bytes charged up front but never read (an upload refused or cut short), also
 * when the client has gone (the guarded pool would not send the write for it otherwise).
 */
export async function refundUploadBytes(
  sql: Sql,
  clientHash: string,
  bytes: number,
  now: Date,
): Promise<void> {
  await runForRequest(
    () => false,
    () => sql`
      update upload_byte_counts set bytes = greatest(bytes - ${bytes}, 0)
      where client_hash = ${clientHash} and window_start = ${hourOf(now)}`,
  );
}
