import {
  DAY_NAMES,
  MONDAY_FIRST,
  WEEKDAYS,
  formatDayHours,
  type CityListing,
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

/**
 * A city card's hours line: today's, where the place is, as the server read them on the
 * site's clock ('Today (Saturday): 11:30 AM – 11 PM'); the listing's own text for that day
 * when the server could not read it, and 'Hours vary' when there is none.
 */
export function todayHours(listing: Pick<CityListing, 'hours' | 'today'>): string {
  const { weekday, intervals } = listing.today;
  const text = intervals
    ? formatDayHours(intervals)
    : listing.hours[WEEKDAYS[MONDAY_FIRST.indexOf(weekday as (typeof MONDAY_FIRST)[number])]!];
  return `Today (${DAY_NAMES[weekday]}): ${text.trim() ? text : 'Hours vary'}`;
}
