import type { FeaturedResponse } from '@pizza-atlas/contracts';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { toRestaurant } from '../providers/catalog/catalog-row';
import { featuredCatalog } from '../providers/catalog/search-catalog';
import { uniqueAttributions } from './unique-attributions';

/** Today's six featured places (UTC day), remembered per day so the query runs once a day. */
export function createFeaturedSource(sql: Sql, clock: Clock) {
  let cached: { day: string; answer: FeaturedResponse } | null = null;
  return async function getFeatured(): Promise<FeaturedResponse> {
    const at = clock.now();
    const day = at.toISOString().slice(0, 10);
    if (cached?.day === day) return cached.answer;
    const rows = await featuredCatalog(sql, day);
    const restaurants = rows.map((row) => toRestaurant(row, at));
    const answer = {
      restaurants,
      attribution: uniqueAttributions(restaurants.map((r) => r.attribution)),
      day,
    };
    if (restaurants.length > 0) cached = { day, answer };
    return answer;
  };
}
