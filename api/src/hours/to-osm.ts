/**
 * Conversions into OpenStreetMap `opening_hours` syntax, the stored form of every place's
 * hours (decision 0031): Yelp's and the catalog's weekly intervals, and the guides'
 * listing hours. Each day's hours are joined as additional rules (', '), so a night that
 * runs past midnight is not cut off by the next day's rule, as '; ' would.
 */

/** A weekly interval as the spec's provider shape has it: day 0 = Sunday, 'HHMM' times. */
export interface WeeklyInterval {
  day: number;
  start: string;
  end: string;
}

/** OSM weekday abbreviations, Sunday first (as `day` numbers them). */
const OSM_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
/** Monday first, as OSM values are written. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const HHMM = /^([01]\d|2[0-4])([0-5]\d)$/;

function osmTime(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

/** One interval as an OSM time span: '2200' after '1100' is 11:00-22:00, '0200' is overnight. */
function osmSpan(start: string, end: string): string {
  if (end === '0000' || end === '2400') return `${osmTime(start)}-24:00`;
  return `${osmTime(start)}-${osmTime(end)}`;
}

/** 'Mo-Th', 'Fr,Sa', 'Mo,We-Fr' for a set of days (0 = Sunday). */
function osmDays(days: number[]): string {
  const order = MONDAY_FIRST.filter((day) => days.includes(day));
  const positions = order.map((day) => MONDAY_FIRST.indexOf(day));
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  return runs
    .flatMap((run) => {
      const first = OSM_DAYS[MONDAY_FIRST[run[0]!]!]!;
      const last = OSM_DAYS[MONDAY_FIRST[run.at(-1)!]!]!;
      if (run.length === 1) return [first];
      if (run.length === 2) return [first, last];
      return [`${first}-${last}`];
    })
    .join(',');
}

/**
 * Weekly intervals in OSM syntax: 'Mo-Th 11:00-22:00, Fr,Sa 11:00-23:00, Su 12:00-21:00';
 * '24/7' when every day is open all day; null when there are no usable intervals.
 */
export function weeklyIntervalsToOsm(intervals: readonly WeeklyInterval[]): string | null {
  const usable = intervals.filter(
    (interval) =>
      Number.isInteger(interval.day) &&
      interval.day >= 0 &&
      interval.day <= 6 &&
      HHMM.test(interval.start) &&
      HHMM.test(interval.end),
  );
  if (usable.length === 0) return null;
  const spansByDay = new Map<number, string[]>();
  for (const interval of [...usable].sort((a, b) => a.start.localeCompare(b.start))) {
    const spans = spansByDay.get(interval.day) ?? [];
    const span =
      interval.start === interval.end ? '00:00-24:00' : osmSpan(interval.start, interval.end);
    if (!spans.includes(span)) spans.push(span);
    spansByDay.set(interval.day, spans);
  }
  if (
    spansByDay.size === 7 &&
    [...spansByDay.values()].every((spans) => spans.join() === '00:00-24:00')
  ) {
    return '24/7';
  }
  const daysBySpans = new Map<string, number[]>();
  for (const day of MONDAY_FIRST) {
    const spans = spansByDay.get(day);
    if (!spans) continue;
    const key = spans.join(',');
    daysBySpans.set(key, [...(daysBySpans.get(key) ?? []), day]);
  }
  return [...daysBySpans].map(([spans, days]) => `${osmDays(days)} ${spans}`).join(', ');
}

/** The guides' weekdays, Monday first, with their day numbers (0 = Sunday). */
const LISTING_DAYS = [
  ['monday', 1],
  ['tuesday', 2],
  ['wednesday', 3],
  ['thursday', 4],
  ['friday', 5],
  ['saturday', 6],
  ['sunday', 0],
] as const;

/** '11:30 AM' → '1130'; undefined for anything else. */
function listingTime(text: string): string | undefined {
  const [clock, half, ...rest] = text.trim().split(/\s+/);
  if (!clock || !half || rest.length > 0) return undefined;
  const [hours, minutes = '00', ...more] = clock.split(':');
  const hour = Number(hours);
  const meridiem = half.toUpperCase();
  if (more.length > 0 || !/^\d{1,2}$/.test(hours ?? '') || !/^\d{2}$/.test(minutes)) {
    return undefined;
  }
  if (hour < 1 || hour > 12 || Number(minutes) > 59 || !['AM', 'PM'].includes(meridiem)) {
    return undefined;
  }
  const value = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${String(value).padStart(2, '0')}${minutes}`;
}

/**
 * A guide listing's hours ('11:00 AM – 10:00 PM' per weekday, or 'Closed') in OSM syntax;
 * null when a day's text is neither (the listing then shows its text as it is).
 */
export function listingHoursToOsm(hours: Record<(typeof LISTING_DAYS)[number][0], string>) {
  const intervals: WeeklyInterval[] = [];
  for (const [name, day] of LISTING_DAYS) {
    const text = hours[name].trim();
    if (/^closed$/i.test(text)) continue;
    for (const range of text.split(',')) {
      const [from, to, ...rest] = range.split(/\s+[-–]\s+/);
      const start = from && listingTime(from);
      const end = to && listingTime(to);
      if (!start || !end || rest.length > 0) return null;
      intervals.push({ day, start, end });
    }
  }
  return intervals.length > 0 ? weeklyIntervalsToOsm(intervals) : 'off';
}
