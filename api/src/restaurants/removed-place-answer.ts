import type { RemovedPlaceAnswer } from '@pizza-atlas/contracts';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { timeZoneAt } from '../hours/time-zones';
import { wallClockAt, wallDate } from '../hours/wall-clock';
import { isUuid } from '../http/is-uuid';
import { findPlace, nearbyPlaces } from '../places/read-places';
import { toRestaurant } from '../places/to-restaurant';

/** How far a removed place's page looks for places to offer instead. */
const NEARBY_METRES = 10_000;
const NEARBY_COUNT = 6;

/**
 * The 410 answer for a catalog place its source no longer lists, or undefined when the
 * id names no removed place (then it is simply unknown: 404).
 */
export async function removedPlaceAnswer(
  sql: Sql,
  clock: Clock,
  id: string,
): Promise<RemovedPlaceAnswer | undefined> {
  if (!isUuid(id)) return undefined;
  const place = await findPlace(sql, id);
  if (!place?.removed_at) return undefined;
  const at = clock.now();
  const nearby = await nearbyPlaces(sql, place, {
    radius: NEARBY_METRES,
    limit: NEARBY_COUNT,
    except: place.id,
  });
  // The place's own date, not UTC's: removed at 6:20 PM on November 30 in Chicago is
  // November 30 there, though it is already December 1 in UTC.
  const timeZone = timeZoneAt(place.latitude, place.longitude, place.state);
  const since = wallDate(wallClockAt(place.removed_at.getTime(), timeZone));
  return {
    error: {
      code: 'PLACE_REMOVED',
      // A visitor's place has no source to stop listing it: staff took it off (decision 0086).
      message:
        place.source === 'submission'
          ? `${place.name} is no longer listed: it was taken off the directory on ${since}. It may have closed or moved.`
          : `${place.name} is no longer listed: its source (${place.attribution}) has not listed it since ${since}. It may have closed or moved.`,
    },
    removed: {
      id: place.id,
      name: place.name,
      address1: place.address1,
      city: place.city,
      state: place.state,
      removed_at: place.removed_at.toISOString(),
      removed_on: since,
    },
    nearby: nearby.map((row) => toRestaurant(row, at)),
  };
}
