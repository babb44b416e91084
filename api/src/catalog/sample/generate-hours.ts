import type { OpenInterval } from '../../places/place';
import { formatHhmm } from '../format-hhmm';
import type { Random } from './create-random';

/** Opening and closing times in minutes after midnight; closing past 24:00 means next day. */
type DayHours = [open: number, close: number][];
const CLOSED: DayHours = [];

const hours = (h: number, m = 0) => h * 60 + m;

/** A week of the usual shapes, Sunday first, with times nudged by half hours. */
const PROFILES: [name: string, weight: number, build: (random: Random) => DayHours[]][] = [
  [
    'classic',
    35,
    (random) => {
      const open = random.pick([hours(10, 30), hours(11), hours(11, 30)]);
      const close = random.pick([hours(21), hours(21, 30), hours(22)]);
      const weekday: DayHours = [[open, close]];
      const weekend: DayHours = [[open, close + 60]];
      return [[[hours(12), hours(21)]], weekday, weekday, weekday, weekday, weekend, weekend];
    },
  ],
  [
    'dinner, closed Mondays',
    18,
    (random) => {
      const open = random.pick([hours(16), hours(16, 30), hours(17)]);
      const close = random.pick([hours(21, 30), hours(22)]);
      const day: DayHours = [[open, close]];
      const late: DayHours = [[open, close + 60]];
      return [[[open, hours(21)]], CLOSED, day, day, day, late, late];
    },
  ],
  [
    'lunch and dinner, closed Mondays',
    8,
    (random) => {
      const day: DayHours = [
        [hours(11, 30), hours(14, 30)],
        [hours(17), random.pick([hours(21), hours(21, 30)])],
      ];
      return [day, CLOSED, day, day, day, day, day];
    },
  ],
  [
    'late-night slices',
    10,
    (random) => {
      const weekday: DayHours = [[hours(11), random.pick([hours(24), hours(25)])]];
      const weekend: DayHours = [[hours(11), random.pick([hours(26), hours(27)])]];
      return [weekday, weekday, weekday, weekday, weekday, weekend, weekend];
    },
  ],
  [
    'open long every day',
    12,
    (random) => {
      const day: DayHours = [[hours(10), random.pick([hours(23), hours(24)])]];
      return [day, day, day, day, day, day, day];
    },
  ],
  [
    'late weekends',
    12,
    (random) => {
      const open = random.pick([hours(11), hours(11, 30)]);
      const weekday: DayHours = [[open, hours(22)]];
      const weekend: DayHours = [[open, hours(25)]];
      return [[[hours(12), hours(22)]], weekday, weekday, weekday, weekday, weekend, weekend];
    },
  ],
  [
    'closed Sundays',
    5,
    () => {
      const day: DayHours = [[hours(11), hours(21)]];
      return [CLOSED, day, day, day, day, day, day];
    },
  ],
];

/** A believable week of opening hours in the API's shape (day 0 is Sunday). */
export function generateHours(random: Random): OpenInterval[] {
  const build = random.weighted(PROFILES.map(([, weight, fn]) => [fn, weight] as const));
  return build(random).flatMap((day, dayIndex) =>
    day.map(([open, close]) => ({
      day: dayIndex,
      start: formatHhmm(open),
      end: formatHhmm(close),
      is_overnight: close >= 24 * 60,
    })),
  );
}
