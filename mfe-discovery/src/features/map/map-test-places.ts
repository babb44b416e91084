import type { OpenStatus } from '@pizza-atlas/contracts';
import type { MapPlace } from './map-places';

/** A place for the map's tests: numbered `number`, at the given point. */
export function testPlace(number: number, latitude: number, longitude: number): MapPlace {
  return {
    key: `catalog:${number}`,
    number,
    name: `Pizza ${number}`,
    latitude,
    longitude,
    rating: 4.5,
    reviewCount: 10 * number,
    path: `/restaurant/${number}`,
  };
}

/** Open on a Wednesday until 10 PM in Chicago, as the server says. */
const OPEN_TILL_TEN: OpenStatus = {
  state: 'open',
  next_change: { at: '2026-11-19T04:00:00.000Z', weekday: 3, time: '22:00', days_ahead: 0 },
  today: 3,
  time_zone: 'America/Chicago',
  holiday: null,
  text: null,
  week: [],
};

/** Seven places within a few blocks of the Loop, and one in Evanston (open till 10 PM). */
export const CHICAGO = [
  ...Array.from({ length: 7 }, (_, i) => testPlace(i + 1, 41.88 + i * 0.002, -87.63 + i * 0.002)),
  { ...testPlace(8, 42.045, -87.688), openStatus: OPEN_TILL_TEN },
];
