import type { Restaurant } from '@pizza-atlas/contracts';

/** The share of an answer's places marked Popular: its most reviewed tenth. */
const POPULAR_SHARE = 0.1;

/**
 * Marks the most reviewed places of a search answer Popular (decision 0049): the top
 * tenth by review count, at least one, ties with the last of them included; a place
 * nobody reviewed is never Popular. Relative to the answer, so it means "among the most
 * reviewed here" in a busy city and a quiet town alike, and is cached with the answer.
 * Sets the flag on the provider's objects, which it makes for this one answer.
 */
export function markPopular<T extends Restaurant[]>(restaurants: T): T {
  if (restaurants.length === 0) return restaurants;
  const counts = restaurants.map((restaurant) => restaurant.review_count).sort((a, b) => b - a);
  const threshold = Math.max(counts[Math.ceil(counts.length * POPULAR_SHARE) - 1]!, 1);
  for (const restaurant of restaurants) restaurant.popular = restaurant.review_count >= threshold;
  return restaurants;
}
