import type { z } from 'zod';
import { weeklyIntervalsToOsm, type WeeklyInterval } from '../../hours/to-osm';
import type { YelpHoursSchema } from './yelp-schemas';

type YelpHours = z.infer<typeof YelpHoursSchema>;

/**
 * Yelp's weekly hours as OSM opening_hours text, the stored form of every place's hours
 * (decision 0031); null when Yelp gives none. Yelp numbers days from Monday (0) to Sunday
 * (6), the conversion from Sunday (0): Yelp day d is day (d + 1) % 7. Only REGULAR hours
 * are kept (other hours_type values, where they occur, are not opening hours). Yelp's
 * is_open_now is a cached value and is never read: the one hours rule says it instead.
 */
export function yelpHoursToOsm(hours: YelpHours[] | null | undefined): string | null {
  const intervals: WeeklyInterval[] = (hours ?? [])
    .filter((block) => (block.hours_type ?? block.hour_type ?? 'REGULAR') === 'REGULAR')
    .flatMap((block) => block.open ?? [])
    .map((interval) => ({ day: (interval.day + 1) % 7, start: interval.start, end: interval.end }));
  return weeklyIntervalsToOsm(intervals);
}
