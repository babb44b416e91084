import type { Restaurant } from '@pizza-atlas/contracts';
import type { PageHead } from '@pizza-atlas/platform/core';
import { countOf, formatRating, hasReviews, REVIEWS } from '@pizza-atlas/ui/words';
import { restaurantJsonLd } from './restaurant-json-ld';

/** The restaurant page's head: the same tags for the server render and the browser. */
export function restaurantHead(restaurant: Restaurant, pageUrl: string): PageHead {
  const { name, location, rating, review_count: reviewCount } = restaurant;
  // A place nobody has reviewed is not "rated 0.0".
  const rated = hasReviews(reviewCount)
    ? `rated ${formatRating(rating)} from ${countOf(reviewCount, REVIEWS)}`
    : 'no reviews yet';
  return {
    title: name,
    description: `${name} in ${location.city}, ${location.state}: ${rated}. Hours, wait times, directions and delivery.`,
    jsonLd: restaurantJsonLd(restaurant, pageUrl),
  };
}
