import type { CreateReviewResponse } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { duplicateReview } from './duplicate-review';

export interface NewCatalogReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

/**
 * Stores a visitor's review of a catalog place and folds it into the place's rating and
 * review count in the same transaction. Catalog counts include reviews we do not hold
 * (an import's or the sample's totals), so the new rating is the running average
 * (rating × count + new) / (count + 1), not an average of our rows. The row lock makes
 * reviews posted at the same moment count one after the other. Null for an unknown place.
 */
export async function createCatalogReview(
  sql: Sql,
  restaurantId: string,
  review: NewCatalogReview,
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
      insert into catalog_reviews (restaurant_id, author_name, rating, text, client_hash, created_at)
      values (
        ${restaurantId}, ${review.reviewerName}, ${review.rating}, ${review.reviewText},
        ${options.clientHash ?? null}, ${now}
      )
      on conflict do nothing
      returning id, created_at`;
    if (!row) throw duplicateReview();
    const [updated] = await tx<{ rating: string; review_count: number }[]>`
      update catalog_restaurants
      set rating = round((rating * review_count + ${review.rating}) / (review_count + 1), 1),
          review_count = review_count + 1,
          updated_at = now()
      where id = ${restaurantId}
      returning rating, review_count`;
    return {
      review: { id: row!.id, restaurantId, ...review, createdAt: row!.created_at.toISOString() },
      restaurant: {
        id: restaurantId,
        rating: Number(updated!.rating),
        reviewCount: updated!.review_count,
      },
    };
  });
}
