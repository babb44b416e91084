import { randomUUID } from 'node:crypto';
import type { CreateReviewResponse } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { duplicateReview } from '../restaurants/duplicate-review';
import { isUuid, toStoredReview, type ReviewRow } from './stored-rows';

export interface NewReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

type CreatedReview = Omit<CreateReviewResponse, 'message'>;

/**
 * Stores a review of an approved stored restaurant and updates the place's rating (the
 * average, one decimal) and review count in the same transaction. The place's row is
 * locked first, so reviews posted at the same moment are counted one after the other.
 * Null when there is no such approved place.
 */
export async function createReview(
  sql: Sql,
  restaurantId: string,
  review: NewReview,
  now: Date,
  clientHash?: string,
): Promise<CreatedReview | null> {
  if (!isUuid(restaurantId)) return null;
  return sql.begin(async (tx) => {
    const [restaurant] = await tx`
      select id from restaurants where id = ${restaurantId} and approved for update`;
    if (!restaurant) return null;
    const [row] = await tx<ReviewRow[]>`
      insert into reviews (restaurant_id, reviewer_name, rating, review_text, client_hash, created_at)
      values (
        ${restaurantId}, ${review.reviewerName}, ${review.rating}, ${review.reviewText},
        ${clientHash ?? null}, ${now}
      )
      on conflict do nothing
      returning *`;
    if (!row) throw duplicateReview();
    const [stats] = await tx<{ rating: string | null; review_count: number }[]>`
      update restaurants r
      set rating = s.rating, review_count = s.review_count
      from (
        select round(avg(rating), 1) as rating, count(*)::int as review_count
        from reviews where restaurant_id = ${restaurantId} and hidden_at is null
      ) s
      where r.id = ${restaurantId}
      returning r.rating, r.review_count`;
    return {
      review: toStoredReview(row),
      restaurant: {
        id: restaurantId,
        rating: stats.rating === null ? null : Number(stats.rating),
        reviewCount: stats.review_count,
      },
    };
  });
}

/** What a bot that filled the honeypot sees: the place as it was, nothing stored. */
export async function pretendReview(
  sql: Sql,
  restaurantId: string,
  review: NewReview,
  now: Date,
): Promise<CreatedReview | null> {
  if (!isUuid(restaurantId)) return null;
  const [restaurant] = await sql<{ rating: string | null; review_count: number }[]>`
    select rating, review_count from restaurants where id = ${restaurantId} and approved`;
  if (!restaurant) return null;
  return {
    review: {
      id: randomUUID(),
      restaurantId,
      reviewerName: review.reviewerName,
      rating: review.rating,
      reviewText: review.reviewText,
      createdAt: now.toISOString(),
    },
    restaurant: {
      id: restaurantId,
      rating: restaurant.rating === null ? null : Number(restaurant.rating),
      reviewCount: restaurant.review_count,
    },
  };
}
