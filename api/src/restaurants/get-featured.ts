import type { FeaturedResponse } from '@pizza-atlas/contracts';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { featuredPlaceIds, hasOpenPlaces, placesByIds } from '../places/read-places';
import { toRestaurant } from '../places/to-restaurant';
import { uniqueAttributions } from './unique-attributions';

/**
 * Today's six featured places (UTC day). The choice is a deterministic order of the listed
 * well-rated places seeded by the day, asked of the database on every answer and never
 * remembered in the process: every server of a fleet picks the same six at every instant,
 * and a place that closes or is removed leaves the list on all of them at once (the answer
 * cache keeps each answer briefly and is invalidated across the fleet by writes).
 */
export function createFeaturedSource(sql: Sql, clock: Clock) {
  return async function getFeatured(): Promise<FeaturedResponse> {
    const at = clock.now();
    const day = at.toISOString().slice(0, 10);
    const ids = await featuredPlaceIds(sql, day);
    const restaurants = (await placesByIds(sql, ids)).map((row) => toRestaurant(row, at));
    // Places listed, none featured (a real import: no reviews): the page says why.
    const awaiting = ids.length === 0 && (await hasOpenPlaces(sql));
    return {
      restaurants,
      attribution: uniqueAttributions(restaurants.map((r) => r.attribution)),
      day,
      ...(awaiting && { awaiting: 'reviews' as const }),
    };
  };
}
