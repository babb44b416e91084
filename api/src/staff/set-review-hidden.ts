import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { recordStaffAction } from './record-staff-action';

/**
 * Hides a review from every public list, or shows it again, keeping the place's rating and
 * count in step: a catalog place's running average gives the review back (its totals
 * include reviews we do not hold), a visitor's place is counted again from its rows.
 * Recorded in the audit log. 404 for an unknown review.
 */
export async function setReviewHidden(
  sql: Sql,
  reviewId: string,
  hidden: boolean,
  staffId: string,
  now: Date,
): Promise<{ hidden: boolean }> {
  if (!isUuid(reviewId)) throw new HttpError(404, 'NOT_FOUND', 'There is no such review.');
  return sql.begin(async (tx) => {
    const [catalog] = await tx<{ restaurantId: string; rating: number; hiddenAt: Date | null }[]>`
      select restaurant_id as "restaurantId", rating, hidden_at as "hiddenAt"
      from catalog_reviews where id = ${reviewId} for update`;
    if (catalog) {
      if ((catalog.hiddenAt !== null) !== hidden) {
        await tx`update catalog_reviews set hidden_at = ${hidden ? now : null} where id = ${reviewId}`;
        await (hidden
          ? tx`
              update catalog_restaurants
              set rating = case when review_count > 1
                             then greatest(0, least(5, round((rating * review_count - ${catalog.rating}) / (review_count - 1), 1)))
                             else 0 end,
                  review_count = greatest(review_count - 1, 0), updated_at = ${now}
              where id = ${catalog.restaurantId}`
          : tx`
              update catalog_restaurants
              set rating = round((rating * review_count + ${catalog.rating}) / (review_count + 1), 1),
                  review_count = review_count + 1, updated_at = ${now}
              where id = ${catalog.restaurantId}`);
      }
      await recordStaffAction(tx, {
        staffId,
        action: hidden ? 'review.hide' : 'review.restore',
        target: `review:${reviewId}`,
        before: { hidden: catalog.hiddenAt !== null },
        after: { hidden },
        at: now,
      });
      return { hidden };
    }
    const [stored] = await tx<{ restaurantId: string; hiddenAt: Date | null }[]>`
      select restaurant_id as "restaurantId", hidden_at as "hiddenAt"
      from reviews where id = ${reviewId} for update`;
    if (!stored) throw new HttpError(404, 'NOT_FOUND', 'There is no such review.');
    await tx`update reviews set hidden_at = ${hidden ? now : null} where id = ${reviewId}`;
    await tx`
      update restaurants r
      set rating = s.rating, review_count = s.review_count
      from (
        select round(avg(rating), 1) as rating, count(*)::int as review_count
        from reviews where restaurant_id = ${stored.restaurantId} and hidden_at is null
      ) s
      where r.id = ${stored.restaurantId}`;
    await recordStaffAction(tx, {
      staffId,
      action: hidden ? 'review.hide' : 'review.restore',
      target: `review:${reviewId}`,
      before: { hidden: stored.hiddenAt !== null },
      after: { hidden },
      at: now,
    });
    return { hidden };
  });
}
