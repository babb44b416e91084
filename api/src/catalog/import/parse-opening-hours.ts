import type { OpenInterval } from '../../places/place';
import { formatHhmm } from '../format-hhmm';

// OSM day abbreviations in our numbering (0 = Sunday).
const DAYS: Record<string, number> = { su: 0, mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6 };
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const TIME_RANGE = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;

/** "Mo-Fr" or "Sa,Su" or "Fr-Mo" (wrapping) → day numbers; null if not that simple. */
function parseDays(text: string): number[] | null {
  const days: number[] = [];
  for (const part of text.split(',')) {
    const [from, to, extra] = part.trim().toLowerCase().split('-');
    if (extra !== undefined || !(from in DAYS) || (to !== undefined && !(to in DAYS))) return null;
    let day = DAYS[from];
    days.push(day);
    if (to === undefined) continue;
    while (day !== DAYS[to]) {
      day = (day + 1) % 7;
      days.push(day);
    }
  }
  return days;
}

/** "11:00-14:00,17:00-22:00" → [open, close] in minutes; close may pass 24:00. */
function parseTimes(text: string): [number, number][] | null {
  const ranges: [number, number][] = [];
  for (const part of text.split(',')) {
    const match = TIME_RANGE.exec(part.replace(/\s+/g, ''));
    if (!match) return null;
    const [open, close] = [
      Number(match[1]) * 60 + Number(match[2]),
      Number(match[3]) * 60 + Number(match[4]),
    ];
    if (open >= 24 * 60 || close > 48 * 60 || Number(match[2]) > 59 || Number(match[4]) > 59) {
      return null;
    }
    ranges.push([open, close]);
  }
  return ranges;
}

/**
 * Weekly hours from an OSM opening_hours value, for the simple forms most pizza
 * places use: "Mo-Su 11:00-22:00", "Mo-Fr 11:00-23:00; Sa,Su 12:00-23:00",
 * "Mo off", "24/7", times past midnight ("Fr,Sa 11:00-02:00"). Anything richer
 * (holidays, months, comments) gives [] rather than a wrong guess.
 */
export function parseOpeningHours(value: string | undefined): OpenInterval[] {
  const text = value?.trim() ?? '';
  if (text === '') return [];
  if (text === '24/7') {
    return EVERY_DAY.map((day) => ({ day, start: '0000', end: '0000', is_overnight: true }));
  }
  const week = new Map<number, [number, number][]>();
  for (const rule of text.split(';')) {
    const trimmed = rule.trim();
    if (trimmed === '') continue;
    const space = trimmed.search(/\s\d|\soff$|\sclosed$/i);
    const daysText = space < 0 ? null : trimmed.slice(0, space);
    const timesText = space < 0 ? trimmed : trimmed.slice(space + 1).trim();
    const days = daysText === null ? EVERY_DAY : parseDays(daysText);
    if (!days) return [];
    const closed = /^(off|closed)$/i.test(timesText);
    const times = closed ? [] : parseTimes(timesText);
    if (!times) return [];
    // As in OSM, a later rule replaces what an earlier one said about the same days.
    for (const day of days) week.set(day, times);
  }
  const intervals: OpenInterval[] = [];
  for (const [day, times] of [...week.entries()].sort(([a], [b]) => a - b)) {
    for (const [open, close] of times) {
      // "until 24:00" or "until 02:00": the interval runs into the next day.
      const end = close <= open ? close + 24 * 60 : close;
      intervals.push({
        day,
        start: formatHhmm(open),
        end: formatHhmm(end),
        is_overnight: end >= 24 * 60,
      });
    }
  }
  return intervals.sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}
