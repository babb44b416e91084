import type { CreateReviewResponse } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { countReviews } from './count-reviews';
import { duplicateReview } from './duplicate-review';

export interface NewReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

/**
 * The one way a review is written: stored against its catalog place and counted into the
 * place's rating (`countReviews`) in the same transaction. The row lock makes reviews posted
 * at the same moment count one after the other. Null for an unknown place. With `dryRun`
 * (a bot that filled the honeypot) it answers as if stored and changes nothing.
 */
export async function createReview(
  sql: Sql,
  restaurantId: string,
  review: NewReview,
  now: Date,
  options: { dryRun?: boolean; clientHash?: string } = {},
): Promise<Omit<CreateReviewResponse, 'message'> | null> {
  if (!isUuid(restaurantId)) return null;
  return sql.begin(async (tx) => {
    const [place] = await tx<{ rating: string; review_count: number }[]>`
      select rating, review_count from catalog_restaurants where id = ${restaurantId} for update`;
    if (!place) return null;
    if (options.dryRun) {
      // A bot that filled the honeypot: answer as if stored, change nothing.
      return {
        review: {
          id: crypto.randomUUID(),
          restaurantId,
          ...review,
          createdAt: now.toISOString(),
        },
        restaurant: {
          id: restaurantId,
          rating: Number(place.rating),
          reviewCount: place.review_count,
        },
      };
    }
    const [row] = await tx<{ id: string; created_at: Date }[]>`
      insert into catalog_reviews (
        restaurant_id, author_name, rating, text, client_hash, created_at, by_visitor
      ) values (
        ${restaurantId}, ${review.reviewerName}, ${review.rating}, ${review.reviewText},
        ${options.clientHash ?? null}, ${now}, true
      )
      on conflict do nothing
      returning id, created_at`;
    if (!row) throw duplicateReview();
    const restaurant = await countReviews(tx, restaurantId);
    return {
      review: { id: row!.id, restaurantId, ...review, createdAt: row!.created_at.toISOString() },
      restaurant: { id: restaurantId, ...restaurant },
    };
  });
}
