import tzLookup from '@photostructure/tz-lookup';
import type { Restaurant } from '@pizza-atlas/contracts';

/**
 * The primary time zone of each state: only for a place without usable coordinates.
 * Split states (El Paso, Pensacola, Gary, the Idaho panhandle, ...) need the coordinates.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};

export function timeZoneForState(state: string): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? 'America/New_York';
}

/**
 * A place's IANA time zone from its coordinates (tz-lookup's time-zone boundaries), so
 * El Paso runs on Mountain time and Pensacola on Central; the state's zone when the
 * coordinates say nothing usable.
 */
export function timeZoneAt(latitude: number, longitude: number, state: string): string {
  if (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    (latitude !== 0 || longitude !== 0)
  ) {
    try {
      const zone = tzLookup(latitude, longitude);
      // Open water answers an 'Etc/GMT+N' zone, which has no daylight saving time.
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // Out of range: fall through to the state.
    }
  }
  return timeZoneForState(state);
}

/** A restaurant's time zone: the one its answer carries, else from its coordinates. */
export function restaurantTimeZone(
  restaurant: Pick<Restaurant, 'coordinates' | 'location' | 'open_status'>,
): string {
  return (
    restaurant.open_status?.time_zone ??
    timeZoneAt(
      restaurant.coordinates.latitude,
      restaurant.coordinates.longitude,
      restaurant.location.state || 'NY',
    )
  );
}
