import type { HoursInterval } from '@pizza-atlas/contracts';
import { placeOpenStatus } from './place-hours';

export interface WeeklyHoursDay {
  /** 0 = Sunday. */
  weekday: number;
  intervals: HoursInterval[];
}

/** Monday 5 January 2026, 00:00 UTC: a week with no public holiday anywhere in the US. */
const REFERENCE_MONDAY = new Date('2026-01-05T00:00:00Z');

/**
 * A value's ordinary week, Monday first, without dates: what a table of "hours per weekday"
 * shows (the guides' listings), and what the import reads "late night" from. Null when the
 * value cannot be evaluated.
 */
export function weeklyHours(openingHours: string | null, state: string): WeeklyHoursDay[] | null {
  const status = placeOpenStatus({ openingHours, state, timeZone: 'UTC' }, REFERENCE_MONDAY);
  if (status.state === 'unknown') return null;
  return status.week.map((row) => ({ weekday: row.weekday, intervals: row.intervals }));
}

/**
 * "Late Night": open past 11 PM on some day (closing after 23:00, at midnight or past it).
 * A place that closes at 11 PM sharp is an ordinary evening, not late night; an unknown
 * interval is not open.
 */
export function isLateNightHours(openingHours: string | null, state: string): boolean {
  return (weeklyHours(openingHours, state) ?? []).some((day) =>
    day.intervals.some(
      (interval) => !interval.unknown && (interval.next_day || interval.end > '23:00'),
    ),
  );
}
