/** An opening interval of any listing: 'HHMM' times, overnight when it ends the next day. */
interface OpeningInterval {
  start: string;
  end: string;
  is_overnight?: boolean;
}

/**
 * The 'late_night' feature, for every listing alike (catalog, import, sample and Yelp):
 * open until 11 PM or later, or past midnight, on at least one day of the week.
 */
export function isLateNight(intervals: readonly OpeningInterval[]): boolean {
  return intervals.some(
    (interval) => interval.is_overnight || interval.end < interval.start || interval.end >= '2300',
  );
}
