import type { OwnerReply } from '@pizza-atlas/contracts';
import { ownsPlace } from '../accounts/owns-place';
import { recordAccountAction } from '../accounts/record-account-action';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import { notYourPlace, reviewNotPublished } from './owner-reply-errors';

export interface SavedReply {
  placeId: string;
  reply: OwnerReply;
}

/**
 * Writes the owner's one reply to a published review of their place, or replaces it
 * (decision 0090). The review's row is locked first, so saves of one review (and staff
 * decisions on it) happen one after the other; the review's id keys the reply, so even
 * without the lock two saves leave one row. Recorded in the audit log.
 */
export async function saveOwnerReply(
  sql: Sql,
  accountId: string,
  reviewId: string,
  text: string,
  now: Date,
): Promise<SavedReply> {
  if (!isUuid(reviewId)) throw notFound('review');
  return sql.begin(async (tx) => {
    const [review] = await tx<{ placeId: string; published: boolean }[]>`
      select restaurant_id as "placeId", (hidden_at is null and held_at is null) as published
      from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    // Whose place it is first: a review of another place says nothing of its state.
    if (!(await ownsPlace(tx, accountId, review.placeId))) throw notYourPlace();
    if (!review.published) throw reviewNotPublished();
    const [before] = await tx<{ text: string }[]>`
      select text from review_replies where review_id = ${reviewId}`;
    const [row] = await tx<{ createdAt: Date; updatedAt: Date }[]>`
      insert into review_replies (review_id, account_id, text, created_at, updated_at)
      values (${reviewId}, ${accountId}, ${text}, ${now}, ${now})
      on conflict (review_id) do update
        set account_id = excluded.account_id, text = excluded.text,
            updated_at = excluded.updated_at
      returning created_at as "createdAt", updated_at as "updatedAt"`;
    await recordAccountAction(tx, {
      accountId,
      action: before ? 'owner-reply.edit' : 'owner-reply.create',
      target: `review:${reviewId}`,
      before: before ? { text: before.text } : null,
      after: { text, placeId: review.placeId },
      at: now,
    });
    return {
      placeId: review.placeId,
      reply: {
        text,
        createdAt: row!.createdAt.toISOString(),
        updatedAt: row!.updatedAt.toISOString(),
      },
    };
  });
}
