import { ownsPlace } from '../accounts/owns-place';
import { recordAccountAction } from '../accounts/record-account-action';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import { noReply, notYourPlace } from './owner-reply-errors';

/**
 * Deletes the owner's reply to a review of their place (decision 0090), recorded in the
 * audit log with the text it had. Answers the place's id, whose answers then change.
 */
export async function deleteOwnerReply(
  sql: Sql,
  accountId: string,
  reviewId: string,
  now: Date,
): Promise<string> {
  if (!isUuid(reviewId)) throw notFound('review');
  return sql.begin(async (tx) => {
    const [review] = await tx<{ placeId: string }[]>`
      select restaurant_id as "placeId" from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    if (!(await ownsPlace(tx, accountId, review.placeId))) throw notYourPlace();
    const [deleted] = await tx<{ text: string }[]>`
      delete from review_replies where review_id = ${reviewId} returning text`;
    if (!deleted) throw noReply();
    await recordAccountAction(tx, {
      accountId,
      action: 'owner-reply.delete',
      target: `review:${reviewId}`,
      before: { text: deleted.text },
      after: null,
      at: now,
    });
    return review.placeId;
  });
}
