import type { Restaurant } from '@pizza-atlas/contracts';

/** The share of an answer's places marked Popular: its most reviewed tenth. */
const POPULAR_SHARE = 0.1;

/**
 * The fewest reviews a Popular place has (decision 0049, note of 2026-12-01): among
 * imported places most have none, and the top tenth of a page was then a place with one.
 */
export const MIN_POPULAR_REVIEWS = 5;

/**
 * Marks the most reviewed places of a search answer Popular (decision 0049): the top
 * tenth by review count, at least one, ties with the last of them included; a place
 * with fewer than MIN_POPULAR_REVIEWS reviews is never Popular. Relative to the answer, so it means "among the most
 * reviewed here" in a busy city and a quiet town alike, and is cached with the answer.
 * Sets the flag on the provider's objects, which it makes for this one answer.
 */
export function markPopular<T extends Restaurant[]>(restaurants: T): T {
  if (restaurants.length === 0) return restaurants;
  const counts = restaurants.map((restaurant) => restaurant.review_count).sort((a, b) => b - a);
  const threshold = Math.max(
    counts[Math.ceil(counts.length * POPULAR_SHARE) - 1]!,
    MIN_POPULAR_REVIEWS,
  );
  for (const restaurant of restaurants) restaurant.popular = restaurant.review_count >= threshold;
  return restaurants;
}
