import type { Restaurant } from '@pizza-atlas/contracts';
import type { PageHead } from '@pizza-atlas/platform/core';
import { countOf, formatRating, hasReviews, REVIEWS } from '@pizza-atlas/ui/words';
import { restaurantJsonLd } from './restaurant-json-ld';

export const GONE_TITLE = 'No Longer Listed';
export const NOT_FOUND_TEXT = "The restaurant you're looking for could not be found.";

/** Before the browser reads the 410's body (which names the place): the server's head. */
export const GONE_HEAD: PageHead = {
  title: GONE_TITLE,
  description: 'This pizza place is no longer listed: its source no longer has it.',
};

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Restaurant Not Found',
  description: NOT_FOUND_TEXT,
};

/** The restaurant page's head: the same tags for the server render and the browser. */
export function restaurantHead(restaurant: Restaurant, pageUrl: string): PageHead {
  const { name, location, rating, review_count: reviewCount } = restaurant;
  // A place nobody has reviewed is not "rated 0.0".
  const rated = hasReviews(reviewCount)
    ? `rated ${formatRating(rating)} from ${countOf(reviewCount, REVIEWS)}`
    : 'no reviews yet';
  // A chain's branches share a name: their titles and descriptions name the street too.
  const branch = restaurant.brand && location.address1 ? `${name}, ${location.address1}` : name;
  return {
    title: branch,
    description: `${branch} in ${location.city}, ${location.state}: ${rated}. Hours, wait times, directions and delivery.`,
    jsonLd: restaurantJsonLd(restaurant, pageUrl),
  };
}
