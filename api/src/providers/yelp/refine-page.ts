import type { Restaurant } from '@pizza-atlas/contracts';
import type { ProviderSearch } from '../listing-provider';

/**
 * Applies to one page of Yelp results the filters Yelp cannot apply server-side:
 * - minRating: Yelp search has no rating filter;
 * - features other than those sent as `attributes`: checked against the features we
 *   derive from Yelp's data (transactions, categories, hours, returned attributes);
 * - radius: Yelp treats it as a hint and widens it in sparse areas;
 * - open now: Yelp filters on its cached is_open_now; a place is kept when our one hours
 *   rule (open_status, on our clock) says it is open;
 * - sort: Yelp treats sort_by as a hint too (rating is Bayesian-adjusted), so the page
 *   is re-sorted by the visible field. Order across pages stays Yelp's.
 * The page can therefore hold fewer than `limit` results, and `total` stays Yelp's count.
 */
export function refinePage(
  restaurants: Restaurant[],
  query: ProviderSearch,
  serverFeatures: string[],
): Restaurant[] {
  const needed = query.features.filter((f) => !serverFeatures.includes(f));
  const kept = restaurants
    .map((r) => {
      // Yelp vouched for these by filtering on them.
      const extra = serverFeatures.filter((f) => !r.features.includes(f));
      return extra.length > 0 ? { ...r, features: [...r.features, ...extra] } : r;
    })
    .filter((r) => query.minRating === undefined || r.rating >= query.minRating)
    .filter((r) => needed.every((f) => r.features.includes(f)))
    .filter((r) => !(query.radius > 0) || r.distance === undefined || r.distance <= query.radius)
    .filter((r) => !query.openNow || r.open_status?.state === 'open');
  const by = SORT_KEYS[query.sortBy];
  return by ? [...kept].sort(by) : kept;
}

const SORT_KEYS: Partial<
  Record<ProviderSearch['sortBy'], (a: Restaurant, b: Restaurant) => number>
> = {
  rating: (a, b) => b.rating - a.rating || b.review_count - a.review_count,
  review_count: (a, b) => b.review_count - a.review_count,
  distance: (a, b) => (a.distance ?? Number.MAX_VALUE) - (b.distance ?? Number.MAX_VALUE),
};
