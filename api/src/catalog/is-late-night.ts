import type { OpenInterval } from './catalog-place';

/** The 'late_night' feature: open past midnight on at least one day of the week. */
export function isLateNight(intervals: readonly OpenInterval[]): boolean {
  return intervals.some((interval) => interval.is_overnight);
}
