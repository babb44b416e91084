import type { CreateReviewResponse } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { placeRating } from '../places/place-ratings';
import { duplicateReview } from './duplicate-review';

export interface NewReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

/**
 * The one way a review is written: stored against its catalog place and counted into the
 * place's rating by the one rating rule, in one statement (`write_visitor_review`,
 * migration 0015). The row lock makes reviews posted at the same moment count one after
 * the other. Null for an unknown place. With `dryRun` (a bot that filled the honeypot) it
 * answers as if stored and changes nothing.
 */
export async function createReview(
  sql: Sql,
  restaurantId: string,
  review: NewReview,
  now: Date,
  options: { dryRun?: boolean; clientHash?: string } = {},
): Promise<Omit<CreateReviewResponse, 'message'> | null> {
  if (!isUuid(restaurantId)) return null;
  if (options.dryRun) {
    // A bot that filled the honeypot: answer as if stored, change nothing.
    const place = await placeRating(sql, restaurantId);
    if (!place) return null;
    return {
      review: { id: crypto.randomUUID(), restaurantId, ...review, createdAt: now.toISOString() },
      restaurant: { id: restaurantId, ...place },
    };
  }
  // One statement (migration 0015), in a transaction so that a client gone before it
  // commits leaves nothing stored (db/guard-database.ts).
  return sql.begin(async (tx) => {
    const [row] = await tx<
      {
        reviewId: string | null;
        reviewCreatedAt: Date | null;
        placeRating: string;
        placeReviewCount: number;
      }[]
    >`
      select review_id as "reviewId", review_created_at as "reviewCreatedAt",
             place_rating as "placeRating", place_review_count as "placeReviewCount"
      from write_visitor_review(
        ${restaurantId}, ${review.reviewerName}, ${review.rating}, ${review.reviewText},
        ${options.clientHash ?? null}, ${now}
      )`;
    if (!row) return null;
    if (!row.reviewId || !row.reviewCreatedAt) throw duplicateReview();
    return {
      review: {
        id: row.reviewId,
        restaurantId,
        ...review,
        createdAt: row.reviewCreatedAt.toISOString(),
      },
      restaurant: {
        id: restaurantId,
        rating: Number(row.placeRating),
        reviewCount: row.placeReviewCount,
      },
    };
  });
}
