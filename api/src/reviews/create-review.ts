import type { CreateReviewResponse, ReviewHoldSignal } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { placeRating } from '../places/place-ratings';
import { duplicateReview } from './duplicate-review';
import {
  DEFAULT_REVIEW_BURST,
  REPEATED_TEXT_MIN_LENGTH,
  REVIEW_AGAIN_WINDOW_DAYS,
  textHoldSignals,
  type ReviewBurst,
} from './hold-signals';

export interface NewReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

export type CreatedReview = Omit<CreateReviewResponse, 'message'> & {
  heldSignals: ReviewHoldSignal[];
};

/**
 * The one way a review is written: stored against its catalog place and counted into the
 * place's rating by the one rating rule, in one statement (`write_visitor_review`,
 * migrations 0015 and 0031). The same statement holds it for staff when a signal says so
 * (decisions 0044 and 0087: a second review of the place from the client within 30 days
 * is held); a lock per client and the place's row lock make reviews posted at the
 * same moment be decided and counted one after the other. Null for an unknown place. With
 * `dryRun` (a bot that filled the honeypot) it answers as if stored and changes nothing.
 */
export async function createReview(
  sql: Sql,
  restaurantId: string,
  review: NewReview,
  now: Date,
  options: { dryRun?: boolean; clientHash?: string; burst?: ReviewBurst } = {},
): Promise<CreatedReview | null> {
  if (!isUuid(restaurantId)) return null;
  if (options.dryRun) {
    // A bot that filled the honeypot: answer as if stored, change nothing.
    const place = await placeRating(sql, restaurantId);
    if (!place) return null;
    return {
      review: { id: crypto.randomUUID(), restaurantId, ...review, createdAt: now.toISOString() },
      restaurant: { id: restaurantId, ...place },
      state: 'published',
      heldSignals: [],
    };
  }
  const burst = options.burst ?? DEFAULT_REVIEW_BURST;
  // One statement (migrations 0031 and 0045), in a transaction so that a client gone before it
  // commits leaves nothing stored (db/guard-database.ts).
  return sql.begin(async (tx) => {
    const [row] = await tx<
      {
        reviewId: string | null;
        reviewCreatedAt: Date | null;
        heldSignals: ReviewHoldSignal[] | null;
        placeRating: string;
        placeReviewCount: number;
      }[]
    >`
      select review_id as "reviewId", review_created_at as "reviewCreatedAt",
             review_held_signals as "heldSignals", place_rating as "placeRating", place_review_count as "placeReviewCount"
      from write_visitor_review(
        ${restaurantId}, ${review.reviewerName}, ${review.rating}, ${review.reviewText},
        ${options.clientHash ?? null}, ${now}, ${tx.array(textHoldSignals(review.reviewText))},
        ${burst.max}, ${`${burst.windowMinutes} minutes`}, ${REPEATED_TEXT_MIN_LENGTH},
        ${`${REVIEW_AGAIN_WINDOW_DAYS} days`}
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
      state: row.heldSignals?.length ? 'held' : 'published',
      heldSignals: row.heldSignals ?? [],
    };
  });
}
