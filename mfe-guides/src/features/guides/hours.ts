import {
  DAY_NAMES,
  MONDAY_FIRST,
  WEEKDAYS,
  formatDayHours,
  type StaticListing,
} from '@pizza-atlas/contracts';

type ListingHours = Pick<StaticListing, 'hours' | 'weeklyHours'>;

/**
 * A listing's hours per weekday, Monday first, written by the shared hours formatter from
 * the server's reading of them (decision 0031); the listing's own text for a listing whose
 * hours the server could not read.
 */
export function listingHoursLines(listing: ListingHours): { day: string; text: string }[] {
  const week = listing.weeklyHours;
  return MONDAY_FIRST.map((weekday, index) => ({
    day: DAY_NAMES[weekday],
    text: week
      ? formatDayHours(week.find((day) => day.weekday === weekday)?.intervals ?? [])
      : listing.hours[WEEKDAYS[index]!],
  }));
}

/** The Monday line of a city card: its hours, or 'Hours vary' when there are none. */
export function mondayHours(listing: ListingHours): string {
  const monday = listingHoursLines(listing)[0]!.text;
  return monday.trim() ? monday : 'Hours vary';
}
