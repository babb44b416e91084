/** A rating as every page writes it: one decimal, '5.0', '4.5'. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/**
 * Whether a place has a score to show. A place with no reviews (an imported map place starts
 * so) has a rating of 0, which a visitor would read as "rated zero": it shows NO_REVIEWS_YET.
 */
export function hasReviews(reviewCount: number): boolean {
  return reviewCount > 0;
}

/** What a place with no reviews shows instead of its stars and score. */
export const NO_REVIEWS_YET = 'No reviews yet';
