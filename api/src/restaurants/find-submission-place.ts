import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';

/**
 * The catalog place a visitor's submission became when staff approved it, or null for
 * unknown, pending, rejected and malformed ids.
 */
export async function findSubmissionPlace(sql: Sql, submissionId: string): Promise<string | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await sql<{ catalogId: string }[]>`
    select catalog_id as "catalogId" from restaurants
    where id = ${submissionId} and approved and catalog_id is not null`;
  return row?.catalogId ?? null;
}
