// The listing providers, the directory's filters and sorts, without zod: browser code imports them from here through the package's
// side-effect-free re-exports, so the schemas of restaurants.ts (and zod) stay out of its pages
// (docs/decisions/0051-no-zod-in-the-browser.md).
import type { PhotoSizes } from './photos';

/** Short names of the listing providers, as they appear in /api/restaurants/{provider}/{id}. */
export const PROVIDER_NAMES = ['catalog', 'yelp'] as const;

/** The category filter values of the spec (section 9); '' means all. */
export const CATEGORY_FILTERS = [
  'pizza,neapolitan',
  'pizza,sicilian',
  'pizza,deepdish',
  'pizza,woodfired',
  'pizza,artisan',
  'pizza,glutenfree',
  'pizza,vegan',
] as const;

/** Feature filters of the directory (section 9), as API keys with their labels. */
export const FEATURE_FILTERS = {
  delivery: 'Delivery',
  takeout: 'Takeout',
  outdoor_seating: 'Outdoor Seating',
  wheelchair_accessible: 'Wheelchair Accessible',
  good_for_groups: 'Good for Groups',
  good_for_kids: 'Good for Kids',
  late_night: 'Late Night',
  vegetarian: 'Vegetarian Options',
  vegan: 'Vegan Options',
  gluten_free: 'Gluten-Free Options',
} as const;
export type FeatureKey = keyof typeof FEATURE_FILTERS;

export const SORT_OPTIONS = ['best_match', 'rating', 'review_count', 'distance'] as const;

/** The stored widths of one of a place's photos, when it has them (`photo_sizes`). */
export function photoSizesOf(
  restaurant: { photo_sizes?: Record<string, PhotoSizes> },
  url: string | null | undefined,
): PhotoSizes | undefined {
  return url ? restaurant.photo_sizes?.[url] : undefined;
}
