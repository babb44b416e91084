import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

/** PHOTO_UPLOAD_MB_PER_HOUR's default (api/src/env.ts): three places' worth of full-size photos. */
export const DEFAULT_UPLOAD_BYTES_PER_HOUR = 200 * MB;

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

/**
 * Refuses an upload up front when what the client sent this hour plus what it declares
 * now (its Content-Length) would pass the budget, before a byte of it is read. Drops the
 * counts of past hours on the way.
 */
export async function checkUploadBudget(
  sql: Sql,
  clientHash: string,
  declaredBytes: number,
  bytesPerHour: number,
  now: Date,
): Promise<void> {
  const hour = hourOf(now);
  await sql`delete from upload_byte_counts where window_start < ${hour}`;
  const [row] = await sql<{ bytes: number }[]>`
    select bytes::float8 as bytes from upload_byte_counts
    where client_hash = ${clientHash} and window_start = ${hour}`;
  if ((row?.bytes ?? 0) + declaredBytes > bytesPerHour) throw spent(bytesPerHour, now);
}

/**
 * Counts photo bytes as they are read, and refuses the piece that would pass the budget.
 * One statement adds and checks, so parallel uploads of one client cannot pass it together.
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
