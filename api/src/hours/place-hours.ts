import { findUsStateByCode } from '@pizza-atlas/contracts';
import { LRUCache } from 'lru-cache';
import OpeningHours from 'opening_hours';
import {
  instantOfWallClock,
  localDayAt,
  offsetChangeBetween,
  startOfWallDay,
  wallClockAt,
  wallDate,
  wallTime,
} from './wall-clock';

/**
 * One rule for a place's hours, for every source (decision 0031). The stored form is
 * OpenStreetMap's `opening_hours` syntax, evaluated by the `opening_hours` package (the
 * evaluator OSM's editors use) on the place's wall clock, with the public holidays (`PH`)
 * of the place's state. A value the library rejects leaves the state 'unknown' and carries
 * the original text, for the page to show as it is.
 */

export type OpenState = 'open' | 'closed' | 'closed-permanently' | 'unknown';

/** A local time 'HH:MM'; '24:00' ends a day. */
export type LocalTime = string;

export interface HoursInterval {
  start: LocalTime;
  end: LocalTime;
  /** The interval ends after midnight, on the next day. */
  next_day: boolean;
}

export interface HoursRow {
  /** Local date 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Empty when closed all day. */
  intervals: HoursInterval[];
  /** The public holiday of the place's state on this day, e.g. "Lincoln's Birthday". */
  holiday: string | null;
}

export interface NextChange {
  /** ISO instant. */
  at: string;
  /** The place's local weekday (0 = Sunday) and time at that instant. */
  weekday: number;
  time: LocalTime;
  /** Local days from today: 0 today, 1 tomorrow, ... */
  days_ahead: number;
}

export interface OpenStatus {
  state: OpenState;
  /** When the state next changes; null for 24/7, unknown, closed permanently, or no change within a week. */
  next_change: NextChange | null;
  /** The place's local weekday now (0 = Sunday). */
  today: number;
  /** IANA zone, e.g. 'America/Denver' for El Paso. */
  time_zone: string;
  /** Today's public holiday in the place's state, or null. */
  holiday: string | null;
  /** The stored opening_hours text when the state is 'unknown' because it cannot be evaluated. */
  text: string | null;
  /** The 7 local days from today. Empty when the hours are unknown or the place has closed for good. */
  week: HoursRow[];
}

export interface PlaceHoursInput {
  /** OSM opening_hours text, or null/empty when the source lists none. */
  openingHours: string | null;
  /** Two-letter state code (its public holidays). */
  state: string;
  /** IANA zone of the place. */
  timeZone: string;
  isClosedPermanently?: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The holidays come from the state's name. Numeric lat/lon are not used by the library:
 * sunrise and sunset read as 06:00 and 18:00 (as strings it would compute the sun's times
 * in the process's zone, not the place's: wrong on a wall clock). See decision 0031.
 */
const NOMINATIM_CENTRE = { lat: 39.83, lon: -98.58 };

type Parsed = { ok: true; rule: OpeningHours } | { ok: false; error: string };

type RuleState = 'open' | 'closed' | 'unknown';

/** The rule's state at a wall-clock Date, as the library reads it (open wins over unknown). */
function ruleState(rule: OpeningHours, wall: Date): RuleState {
  const state = rule.getStateString(wall, false);
  return state === 'open' ? 'open' : state === 'unknown' ? 'unknown' : 'closed';
}

/** About 3,000 constructions a second: parsed values are kept per (text, state). */
const parsedRules = new LRUCache<string, Parsed>({ max: 5_000 });

/**
 * A value that names no holiday parses the same in every state (the state only says which
 * days are holidays): it is kept once for all of them. 26 texts of the sample catalog are
 * 838 (text, state) pairs, each parsed apart before.
 */
const PER_STATE = Symbol('per state');
const stateFreeRules = new LRUCache<string, Parsed | typeof PER_STATE>({ max: 5_000 });

/**
 * Whether a parsed value reads the state's holidays: its normal form (the library's own,
 * in which "holidays" reads PH) names public or school holidays. A value the library
 * rejects is kept per state too (a state without school holidays rejects SH).
 */
function readsHolidays(parsed: Parsed): boolean {
  if (!parsed.ok) return true;
  try {
    return /\b(PH|SH)\b/.test(parsed.rule.prettifyValue());
  } catch {
    return true;
  }
}

function stateName(state: string): string | undefined {
  return findUsStateByCode(state)?.name;
}

function nominatimFor(state: string) {
  const name = stateName(state);
  return {
    ...NOMINATIM_CENTRE,
    address: { country_code: 'us', state: name ?? '' },
  };
}

/** The library throws strings, and prints some of them too: both kept quiet here. */
function construct(text: string, state: string): OpeningHours {
  const printError = console.error;
  console.error = () => {};
  try {
    // Mode 0: time ranges, as the opening_hours key has them.
    return new OpeningHours(text, nominatimFor(state), 0);
  } finally {
    console.error = printError;
  }
}

/** The parsed rule of an opening_hours value for a state, or why the library rejects it. */
export function parseOpeningHours(text: string, state: string): Parsed {
  const shared = stateFreeRules.get(text);
  if (shared !== undefined && shared !== PER_STATE) return shared;
  const key = `${state.toUpperCase()}\n${text}`;
  let parsed = parsedRules.get(key);
  if (!parsed) {
    try {
      parsed = { ok: true, rule: construct(text, state) };
    } catch (error) {
      parsed = { ok: false, error: String(error) };
    }
    const perState = shared === PER_STATE || readsHolidays(parsed);
    if (shared === undefined) stateFreeRules.set(text, perState ? PER_STATE : parsed);
    if (perState) parsedRules.set(key, parsed);
  }
  return parsed;
}

/** The public holidays of a state in a year, by local date. */
const holidayYears = new LRUCache<string, Map<string, string>>({ max: 200 });

export function holidayOn(state: string, date: string): string | null {
  const year = Number(date.slice(0, 4));
  const key = `${state.toUpperCase()}\n${year}`;
  let days = holidayYears.get(key);
  if (!days) {
    days = new Map();
    const parsed = parseOpeningHours('PH', state);
    if (parsed.ok) {
      for (const [from, to, , comment] of parsed.rule.getOpenIntervals(
        new Date(year, 0, 1),
        new Date(year + 1, 0, 1),
      )) {
        for (let day = startOfWallDay(from); day < to; day = startOfWallDay(day, 1)) {
          days.set(wallDate(day), comment ?? 'Public holiday');
        }
      }
    }
    holidayYears.set(key, days);
  }
  return days.get(date) ?? null;
}

/**
 * The week's rows from today: each open interval on the day it starts. An interval running
 * past midnight into the early hours (until 06:00) stays on its first day ("5 PM – 2 AM");
 * a longer one is cut at each midnight, so 24/7 reads 00:00–24:00 every day.
 */
function weekRows(rule: OpeningHours, wallNow: Date, state: string): HoursRow[] {
  const today = startOfWallDay(wallNow);
  const rows: HoursRow[] = Array.from({ length: 7 }, (_, index) => {
    const day = startOfWallDay(today, index);
    const date = wallDate(day);
    return { date, weekday: day.getDay(), intervals: [], holiday: holidayOn(state, date) };
  });
  const dayIndex = (wall: Date) => Math.round((+startOfWallDay(wall) - +today) / DAY_MS);
  const intervals = rule.getOpenIntervals(startOfWallDay(today, -1), startOfWallDay(today, 8));
  for (const [from, to, unknown] of intervals) {
    if (unknown) continue;
    let cursor = from;
    while (cursor < to) {
      const dayStart = startOfWallDay(cursor);
      const nextDay = startOfWallDay(cursor, 1);
      const row = rows[dayIndex(cursor)];
      const early = +to - +nextDay <= 6 * 3_600_000 && +cursor > +dayStart;
      if (to <= nextDay || early) {
        const endsAtMidnight = +to === +nextDay;
        row?.intervals.push({
          start: wallTime(cursor),
          end: endsAtMidnight ? '24:00' : wallTime(to),
          next_day: !endsAtMidnight && to > nextDay,
        });
        break;
      }
      row?.intervals.push({ start: wallTime(cursor), end: '24:00', next_day: false });
      cursor = nextDay;
    }
  }
  return rows;
}

/**
 * A kept evaluation. The week's rows are made only when a status is sent (the open-now
 * filter needs the state alone), then kept with it.
 */
type Evaluation = Omit<OpenStatus, 'time_zone' | 'week'> & {
  from: number;
  until: number;
  week: HoursRow[] | (() => HoursRow[]);
};

/**
 * Evaluations per (zone, state, text), each good from the instant it was made until its
 * state next changes or the local day turns: every place in a search with the same hours
 * asks about the same minute, so the library runs once per distinct value and day.
 */
const evaluations = new LRUCache<string, Evaluation>({ max: 20_000 });

function evaluate(text: string, state: string, timeZone: string, now: number): Evaluation {
  const wallNow = wallClockAt(now, timeZone);
  const midnight = instantOfWallClock(startOfWallDay(wallNow, 1), timeZone);
  const today = wallNow.getDay();
  const holiday = holidayOn(state, wallDate(wallNow));
  const parsed = parseOpeningHours(text, state);
  const unknown = (until = midnight): Evaluation => ({
    state: 'unknown',
    next_change: null,
    today,
    holiday,
    text,
    week: [],
    from: now,
    until,
  });
  if (!parsed.ok) return unknown();
  const rule = parsed.rule;
  let current: RuleState;
  // The next instant the state itself changes (a comment or holiday change is not one).
  let change: Date | undefined;
  try {
    current = ruleState(rule, wallNow);
    const limit = startOfWallDay(wallNow, 8);
    let cursor: Date | undefined = wallNow;
    for (let step = 0; step < 20 && cursor; step++) {
      cursor = rule.getNextChange(cursor, limit);
      if (cursor && cursor >= limit) cursor = undefined;
      if (cursor && ruleState(rule, cursor) !== current) {
        change = cursor;
        break;
      }
    }
  } catch {
    return unknown();
  }
  // On the night the clocks go back, the change still to come (not the hour's first pass).
  const changeAt = change ? instantOfWallClock(change, timeZone, now) : undefined;
  // Kept until the state changes or the day turns, and no later than the clocks change:
  // a wall clock set back an hour may read a time the place is open again.
  const turn = Math.min(midnight, changeAt ?? Infinity);
  const until = offsetChangeBetween(now, turn, timeZone) ?? turn;
  // Unknown now (a comment, "by appointment", a fallback rule): kept only until the rule
  // says open or closed, not for the rest of the day.
  if (current === 'unknown') return unknown(until);
  const week = () => {
    try {
      return weekRows(rule, wallNow, state);
    } catch {
      return [];
    }
  };
  const next_change: NextChange | null =
    change && changeAt !== undefined
      ? {
          at: new Date(changeAt).toISOString(),
          weekday: change.getDay(),
          time: wallTime(change),
          days_ahead: Math.round((+startOfWallDay(change) - +startOfWallDay(wallNow)) / DAY_MS),
        }
      : null;
  return {
    state: current,
    next_change,
    today,
    holiday,
    text: null,
    week,
    from: now,
    until,
  };
}

/** The kept evaluation of a place's hours at `now`, made again when it no longer holds. */
function evaluationFor(text: string, place: PlaceHoursInput, now: number): Evaluation {
  const key = `${place.timeZone}\n${place.state.toUpperCase()}\n${text}`;
  let evaluation = evaluations.get(key);
  if (!evaluation || now < evaluation.from || now >= evaluation.until) {
    evaluation = evaluate(text, place.state, place.timeZone, now);
    evaluations.set(key, evaluation);
  }
  return evaluation;
}

/** Whether a place is open at an instant, when that changes, and its week from today. */
export function placeOpenStatus(place: PlaceHoursInput, at: Date): OpenStatus {
  const now = at.getTime();
  const text = place.openingHours?.trim() ?? '';
  if (place.isClosedPermanently || text === '') {
    const day = localDayAt(now, place.timeZone);
    return {
      state: place.isClosedPermanently ? 'closed-permanently' : 'unknown',
      next_change: null,
      today: day.weekday,
      time_zone: place.timeZone,
      holiday: holidayOn(place.state, day.date),
      text: null,
      week: [],
    };
  }
  const evaluation = evaluationFor(text, place, now);
  if (typeof evaluation.week === 'function') evaluation.week = evaluation.week();
  // Written out, not a rest and a spread: V8 copies those slowly, and this runs per place.
  return {
    state: evaluation.state,
    next_change: evaluation.next_change,
    today: evaluation.today,
    holiday: evaluation.holiday,
    text: evaluation.text,
    time_zone: place.timeZone,
    week: evaluation.week,
  };
}

/** Whether a place is open at an instant (the search's open-now filter): no copy made. */
export function isPlaceOpenAt(place: PlaceHoursInput, at: Date): boolean {
  if (place.isClosedPermanently || !place.openingHours) return false;
  const text = place.openingHours.trim();
  return text !== '' && evaluationFor(text, place, at.getTime()).state === 'open';
}

/**
 * The instant (ms) at which a status made at `now` may next read differently: when the
 * place opens or closes, or at its local midnight, when today, the week's rows and the
 * holiday turn. The answer cache keeps an answer until then (decision 0030).
 */
export function openStatusChangesAt(
  status: Pick<OpenStatus, 'next_change' | 'time_zone'>,
  now: Date,
): number {
  const midnight = localDayAt(now.getTime(), status.time_zone).next;
  const change = status.next_change ? Date.parse(status.next_change.at) : Infinity;
  return Math.min(midnight, change > now.getTime() ? change : Infinity);
}
