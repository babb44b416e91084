import type { Restaurant } from '@pizza-atlas/contracts';

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** Lines run Monday to Sunday, as people read a week. Day 0 is Sunday in the data. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '1030' → '10:30 AM'; '0000' → '12:00 AM'. */
export function formatHhmm(hhmm: string): string {
  const hours = Number(hhmm.slice(0, 2));
  const minutes = hhmm.slice(2, 4);
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}

/** One line per day, e.g. 'Monday: 10:30 AM – 9:00 PM'; days without hours read 'Closed'. */
export function formatHoursLines(hours: Restaurant['hours']): string[] {
  const intervals = hours[0]?.open ?? [];
  if (intervals.length === 0) return [];
  return WEEK_ORDER.map((day) => {
    const today = intervals.filter((interval) => interval.day === day);
    const text = today.length
      ? today.map((i) => `${formatHhmm(i.start)} – ${formatHhmm(i.end)}`).join(', ')
      : 'Closed';
    return `${DAY_NAMES[day]}: ${text}`;
  });
}
