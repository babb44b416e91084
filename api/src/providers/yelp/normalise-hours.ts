import type { Restaurant } from '@pizza-atlas/contracts';
import type { z } from 'zod';
import type { YelpHoursSchema } from './yelp-schemas';

type YelpHours = z.infer<typeof YelpHoursSchema>;
type OpenInterval = Restaurant['hours'][number]['open'][number];

const HHMM = /^\d{4}$/;

/**
 * Yelp numbers days from Monday (0) to Sunday (6); our API, like the spec, from
 * Sunday (0). So Yelp day d is our day (d + 1) % 7. Only REGULAR hours are kept
 * (other hours_type values, where they occur, are not opening hours).
 */
export function normaliseHours(hours: YelpHours[] | null | undefined): Restaurant['hours'] {
  return (hours ?? [])
    .filter((block) => (block.hours_type ?? block.hour_type ?? 'REGULAR') === 'REGULAR')
    .map((block) => {
      const open = (block.open ?? [])
        .filter((i) => i.day >= 0 && i.day <= 6 && HHMM.test(i.start) && HHMM.test(i.end))
        .map((i): OpenInterval => ({
          day: (i.day + 1) % 7,
          start: i.start,
          end: i.end,
          // Yelp sets it when end < start; derive it the same way if it is missing.
          is_overnight: i.is_overnight ?? i.end < i.start,
        }))
        .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
      // Yelp's is_open_now is a cached value: the provider says what our rule says instead.
      return { open };
    });
}
