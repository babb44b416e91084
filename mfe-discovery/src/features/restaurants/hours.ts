import type { OpenStatus, Restaurant } from '@pizza-atlas/contracts';

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

const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '2200' → '10 PM', '1630' → '4:30 PM', '0000' → '12 AM'. */
export function formatShortTime(hhmm: string): string {
  const full = formatHhmm(hhmm);
  return full.replace(':00 ', ' ');
}

/**
 * The open-now line of a card and a restaurant page, from the server's answer (its clock,
 * the place's own time zone): 'Open now · closes 10 PM', 'Closed · opens 4:30 PM',
 * 'Closed · opens tomorrow 11 AM', 'Closed · opens Sat 12 PM', 'Permanently closed'.
 * Null when the hours are unknown.
 */
export function describeOpenStatus(
  status: OpenStatus | undefined,
): { text: string; tone: 'open' | 'closed' | 'gone' } | null {
  if (!status || status.state === 'unknown') return null;
  if (status.state === 'closed-permanently') return { text: 'Permanently closed', tone: 'gone' };
  const { next_change: at, next_change_day: day, today } = status;
  if (status.state === 'open') {
    return {
      text: at ? `Open now · closes ${formatShortTime(at)}` : 'Open 24 hours',
      tone: 'open',
    };
  }
  if (!at || day === null) return { text: 'Closed now', tone: 'closed' };
  const when =
    day === today ? '' : day === (today + 1) % 7 ? 'tomorrow ' : `${SHORT_DAY_NAMES[day]} `;
  return { text: `Closed · opens ${when}${formatShortTime(at)}`, tone: 'closed' };
}

/**
 * The week's hours starting today, as a restaurant page lists them: each day's line and
 * whether it is today. Without a known today (no status), Monday first.
 */
export function hoursFromToday(
  hours: Restaurant['hours'],
  today: number | undefined,
): { line: string; isToday: boolean }[] {
  const lines = formatHoursLines(hours);
  if (lines.length === 0) return [];
  if (today === undefined) return lines.map((line) => ({ line, isToday: false }));
  // formatHoursLines runs Monday (index 0) to Sunday (index 6).
  const start = (today + 6) % 7;
  return [...lines.slice(start), ...lines.slice(0, start)].map((line, index) => ({
    line,
    isToday: index === 0,
  }));
}
