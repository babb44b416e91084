import type { ReviewReportReason } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';

export const ALREADY_REPORTED_MESSAGE =
  'You already reported this review. Our staff will look at it soon.';

/**
 * A visitor's report of a published review, with its reason: it enters the staff queue and
 * the review stays shown until staff decide (decision 0044). One report per client and
 * review, however many are sent at once (the unique key of migration 0031): a repeat is a
 * 409. Held and hidden reviews are not shown, so they cannot be reported: 404, as unknown.
 */
export async function reportReview(
  sql: Sql,
  reviewId: string,
  report: { reason: ReviewReportReason; note: string; clientHash: string; now: Date },
): Promise<void> {
  if (!isUuid(reviewId)) throw notFound('review');
  const [row] = await sql<{ stored: boolean; known: boolean }[]>`
    with review as (
      select id from catalog_reviews
      where id = ${reviewId} and hidden_at is null and held_at is null
    ), stored as (
      insert into review_reports (review_id, client_hash, reason, note, created_at)
      select id, ${report.clientHash}, ${report.reason}, ${report.note}, ${report.now} from review
      on conflict (review_id, client_hash) do nothing
      returning 1
    )
    select exists (select 1 from stored) as stored, exists (select 1 from review) as "known"`;
  if (!row?.known) throw notFound('review');
  if (!row.stored) throw new HttpError(409, 'ALREADY_REPORTED', ALREADY_REPORTED_MESSAGE);
}
