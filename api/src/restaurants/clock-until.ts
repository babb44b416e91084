import type { ListedRestaurant } from '@pizza-atlas/contracts';
import { UNCHANGED_BY_CLOCK } from '../answers/answer-scope';
import { openStatusChangesAt } from '../hours/place-hours';

/**
 * When the clock next changes an answer showing these places, made at `madeAt` or just
 * after (answers/answer-scope.ts): the earliest time one of them opens, closes or starts
 * a new local day. Undefined (made again every minute) when a place's status is not made
 * here from its hours: another provider's listing.
 */
export function clockUntil(
  restaurants: readonly Pick<ListedRestaurant, 'provider' | 'open_status'>[],
  madeAt: Date,
): number | undefined {
  let until = UNCHANGED_BY_CLOCK;
  for (const restaurant of restaurants) {
    if (restaurant.provider !== 'catalog' || !restaurant.open_status) return undefined;
    until = Math.min(until, openStatusChangesAt(restaurant.open_status, madeAt));
  }
  return until;
}
