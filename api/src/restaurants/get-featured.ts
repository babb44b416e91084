import type { FeaturedResponse } from '@pizza-atlas/contracts';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { featuredPlaceIds, placesByIds } from '../places/read-places';
import { toRestaurant } from '../places/to-restaurant';
import { uniqueAttributions } from './unique-attributions';

/**
 * Today's six featured places (UTC day). The choice, a pass over every well-rated place,
 * is remembered for the day; their rows are read afresh for each answer, so ratings,
 * review counts and "open now" are current (the answer cache keeps each answer briefly).
 */
export function createFeaturedSource(sql: Sql, clock: Clock) {
  let chosen: { day: string; ids: string[] } | null = null;
  return async function getFeatured(): Promise<FeaturedResponse> {
    const at = clock.now();
    const day = at.toISOString().slice(0, 10);
    const ids = chosen?.day === day ? chosen.ids : await featuredPlaceIds(sql, day);
    if (ids.length > 0) chosen = { day, ids };
    const restaurants = (await placesByIds(sql, ids)).map((row) => toRestaurant(row, at));
    return {
      restaurants,
      attribution: uniqueAttributions(restaurants.map((r) => r.attribution)),
      day,
    };
  };
}
