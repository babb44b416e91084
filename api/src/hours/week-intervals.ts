import type { OpenStatus, Restaurant } from '@pizza-atlas/contracts';

const hhmm = (time: string) => (time === '24:00' ? '0000' : time.replace(':', ''));

/** The open intervals made of each kept week (hours/place-hours.ts shares one per evaluation). */
const madeOf = new WeakMap<OpenStatus['week'], Restaurant['hours'][number]['open']>();

/**
 * The spec's provider shape of hours (`hours[0].open`: day 0-6 from Sunday, 'HHMM'), made
 * from the week the rule computed, with `is_open_now` from the same rule: never a cached
 * value of the source. Its intervals are the open ones: an interval the rule leaves
 * unknown (a rule with only a comment) is not said to be open. Empty when the hours are unknown. Places with the same hours share
 * one week, so its intervals are made once and shared too (nothing changes them).
 */
export function weekAsIntervals(status: OpenStatus): Restaurant['hours'] {
  if (status.week.length === 0) return [];
  let open = madeOf.get(status.week);
  if (!open) {
    open = status.week
      .flatMap((row) =>
        row.intervals.flatMap((interval) =>
          interval.unknown
            ? []
            : [
                {
                  day: row.weekday,
                  start: hhmm(interval.start),
                  end: hhmm(interval.end),
                  is_overnight: interval.next_day || interval.end === '24:00',
                },
              ],
        ),
      )
      .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
    madeOf.set(status.week, open);
  }
  return [{ open, is_open_now: status.state === 'open' }];
}
