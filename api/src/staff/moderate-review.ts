import type { ReviewDecision } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { lockPlace, recountPlaceRating } from '../places/place-ratings';
import { recordStaffAction } from './record-staff-action';

type ReviewState = 'published' | 'held' | 'hidden';

/** What each decision leaves the review as. */
const OUTCOME: Record<ReviewDecision, 'published' | 'hidden'> = {
  approve: 'published',
  restore: 'published',
  hide: 'hidden',
};

export const DECISION_MESSAGES: Record<ReviewDecision, string> = {
  approve: 'The review is published.',
  restore: 'The review shows again.',
  hide: 'The review is hidden.',
};

/**
 * A staff decision on a review (decision 0044): approve (publish a held or reported one),
 * hide, or restore a hidden one. The review's open reports are settled by it, its place's
 * rating and count kept in step (`recountPlaceRating`), and the decision recorded in the
 * audit log with its reason, all in one transaction. 404 for an unknown review.
 */
export async function moderateReview(
  sql: Sql,
  reviewId: string,
  decision: { verb: ReviewDecision; reason: string; staffId: string; now: Date },
): Promise<void> {
  if (!isUuid(reviewId)) throw notFound('review');
  const outcome = OUTCOME[decision.verb];
  await sql.begin(async (tx) => {
    const [review] = await tx<
      { restaurantId: string; state: ReviewState; heldSignals: string[] }[]
    >`
      select restaurant_id as "restaurantId", held_signals as "heldSignals",
             case when hidden_at is not null then 'hidden'
                  when held_at is not null then 'held' else 'published' end as state
      from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    if (review.state !== outcome) {
      await lockPlace(tx, review.restaurantId);
      await tx`
        update catalog_reviews
        set held_at = null, hidden_at = ${outcome === 'hidden' ? decision.now : null}
        where id = ${reviewId}`;
      await recountPlaceRating(tx, review.restaurantId);
    }
    const settled = await tx`
      update review_reports set settled_at = ${decision.now}
      where review_id = ${reviewId} and settled_at is null`;
    await recordStaffAction(tx, {
      staffId: decision.staffId,
      action: `review.${decision.verb}`,
      target: `review:${reviewId}`,
      before: { state: review.state, heldSignals: review.heldSignals, openReports: settled.count },
      after: { state: outcome, reason: decision.reason },
      at: decision.now,
    });
  });
}
