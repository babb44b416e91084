import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { lockPlace, recountPlaceRating } from '../places/place-ratings';
import { recordStaffAction } from './record-staff-action';

/**
 * Hides a review from every public list, or shows it again, keeping its place's rating and count
 * in step (`recountPlaceRating`). Recorded in the audit log. 404 for an unknown review.
 */
export async function setReviewHidden(
  sql: Sql,
  reviewId: string,
  hidden: boolean,
  staffId: string,
  now: Date,
): Promise<{ hidden: boolean }> {
  if (!isUuid(reviewId)) throw notFound('review');
  return sql.begin(async (tx) => {
    const [review] = await tx<{ restaurantId: string; hiddenAt: Date | null }[]>`
      select restaurant_id as "restaurantId", hidden_at as "hiddenAt"
      from catalog_reviews where id = ${reviewId} for update`;
    if (!review) throw notFound('review');
    if ((review.hiddenAt !== null) !== hidden) {
      await lockPlace(tx, review.restaurantId);
      await tx`update catalog_reviews set hidden_at = ${hidden ? now : null} where id = ${reviewId}`;
      await recountPlaceRating(tx, review.restaurantId);
    }
    await recordStaffAction(tx, {
      staffId,
      action: hidden ? 'review.hide' : 'review.restore',
      target: `review:${reviewId}`,
      before: { hidden: review.hiddenAt !== null },
      after: { hidden },
      at: now,
    });
    return { hidden };
  });
}
