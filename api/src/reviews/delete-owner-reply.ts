import { ownsPlace } from '../accounts/owns-place';
import { recordAccountAction, type AccountAction } from '../accounts/record-account-action';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import { noReply, notYourPlace } from './owner-reply-errors';

/** A reply as it was deleted: for the audit log's entry. */
export interface DeletedReply {
  text: string;
  accountId: string;
  updatedAt: Date;
}

/**
 * Deletes the reply to a review (decision 0090) and records it in the audit log, in one
 * transaction with the review's row locked: by its owner (`ownerId`, who must own the place
 * now) or by staff (no owner check). Answers the review's place, whose answers then change.
 */
export async function deleteReply(
  sql: Sql,
  reviewId: string,
  options: { ownerId?: string; audit: (deleted: DeletedReply) => AccountAction },
): Promise<string> {
  if (!isUuid(reviewId)) throw notFound('review');
  return sql.begin(async (tx) => {
    const [review] = await tx<{ placeId: string }[]>`
      select restaurant_id as "placeId" from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    if (options.ownerId !== undefined && !(await ownsPlace(tx, options.ownerId, review.placeId)))
      throw notYourPlace();
    const [deleted] = await tx<DeletedReply[]>`
      delete from review_replies where review_id = ${reviewId}
      returning text, account_id as "accountId", updated_at as "updatedAt"`;
    if (!deleted) throw noReply();
    await recordAccountAction(tx, options.audit(deleted));
    return review.placeId;
  });
}

/** The owner deletes their reply to a review of their place; the log keeps its text. */
export function deleteOwnerReply(
  sql: Sql,
  accountId: string,
  reviewId: string,
  now: Date,
): Promise<string> {
  return deleteReply(sql, reviewId, {
    ownerId: accountId,
    audit: (deleted) => ({
      accountId,
      action: 'owner-reply.delete',
      target: `review:${reviewId}`,
      before: { text: deleted.text },
      after: null,
      at: now,
    }),
  });
}
