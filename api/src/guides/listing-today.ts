import type { CityListing, StaticListing } from '@pizza-atlas/contracts';
import { placeOpenStatus } from '../hours/place-hours';
import { timeZoneAt } from '../hours/time-zones';
import { listingHoursToOsm } from '../hours/to-osm';
import { localDayAt } from '../hours/wall-clock';

/**
 * A listing as a city card shows it: with today's hours in the place's own zone on the
 * site's clock, read by the one hours rule (decision 0031) as the restaurant page reads a
 * place's week, and when that day ends there (the answer is kept until then).
 */
export function listingWithToday(
  listing: StaticListing,
  at: Date,
): { listing: CityListing; until: number } {
  const timeZone = timeZoneAt(listing.geo.lat, listing.geo.lng, listing.stateCode);
  const status = placeOpenStatus(
    {
      openingHours: listingHoursToOsm(listing.hours),
      state: listing.stateCode,
      timeZone,
      latitude: listing.geo.lat,
      longitude: listing.geo.lng,
    },
    at,
  );
  const row = status.week[0];
  return {
    listing: {
      ...listing,
      today: {
        weekday: status.today,
        intervals: row ? row.intervals : null,
        holiday: status.holiday,
      },
    },
    until: localDayAt(at.getTime(), timeZone).next,
  };
}
