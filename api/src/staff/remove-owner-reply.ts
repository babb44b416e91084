import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import { noReply } from '../reviews/owner-reply-errors';
import { recordStaffAction } from './record-staff-action';

/**
 * Staff remove an owner's abusive reply to a review (decision 0090): the reply is deleted,
 * and the audit log keeps its text, its writer and the reason. Answers the review's place.
 */
export async function removeOwnerReply(
  sql: Sql,
  reviewId: string,
  decision: { reason: string; staffId: string; now: Date },
): Promise<string> {
  if (!isUuid(reviewId)) throw notFound('review');
  return sql.begin(async (tx) => {
    const [review] = await tx<{ placeId: string }[]>`
      select restaurant_id as "placeId" from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    const [removed] = await tx<{ text: string; accountId: string; updatedAt: Date }[]>`
      delete from review_replies where review_id = ${reviewId}
      returning text, account_id as "accountId", updated_at as "updatedAt"`;
    if (!removed) throw noReply();
    await recordStaffAction(tx, {
      staffId: decision.staffId,
      action: 'review.remove-reply',
      target: `review:${reviewId}`,
      before: {
        reply: removed.text,
        ownerAccountId: removed.accountId,
        savedAt: removed.updatedAt.toISOString(),
      },
      after: { reply: null, reason: decision.reason },
      at: decision.now,
    });
    return review.placeId;
  });
}
