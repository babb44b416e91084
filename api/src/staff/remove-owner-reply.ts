import type { Sql } from '../db/client';
import { deleteReply } from '../reviews/delete-owner-reply';

/**
 * Staff remove an owner's abusive reply to a review (decision 0090): the reply is deleted,
 * and the audit log keeps its text, its writer and the reason. Answers the review's place.
 */
export function removeOwnerReply(
  sql: Sql,
  reviewId: string,
  decision: { reason: string; staffId: string; now: Date },
): Promise<string> {
  return deleteReply(sql, reviewId, {
    audit: (removed) => ({
      accountId: decision.staffId,
      action: 'review.remove-reply',
      target: `review:${reviewId}`,
      before: {
        reply: removed.text,
        ownerAccountId: removed.accountId,
        savedAt: removed.updatedAt.toISOString(),
      },
      after: { reply: null, reason: decision.reason },
      at: decision.now,
    }),
  });
}
