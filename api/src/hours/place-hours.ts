import { findUsStateByCode } from '@pizza-atlas/contracts';
import { LRUCache } from 'lru-cache';
import OpeningHours from 'opening_hours';
import {
  instantOfWallClock,
  localDayAt,
  offsetAt,
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
  /**
   * The source's comment on the interval ('Su 16:00-21:00 "kitchen closes 30 minutes
   * earlier"', 'Mo-Fr 11:00-22:00 open "cash only"'); absent when it has none.
   */
  comment?: string;
  /**
   * The rule does not say the place is open then (the library's unknown: a rule with only
   * a comment, `unknown`, a fallback `|| "by appointment"`). Shown in the week, never open.
   */
  unknown?: boolean;
  /**
   * The source gives the start only (`Mo-Su 17:00+`): `end` is the library's guess, never
   * shown ("from 5 PM (closing time not given)"). Always `unknown` as well.
   */
  open_end?: boolean;
}

/** An interval of the week under its weekday (0 = Sunday). */
export type NotedInterval = HoursInterval & { day: number };

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
  /**
   * The stored opening_hours text, for the page to show as the source wrote it: when the
   * state is 'unknown' (the value cannot be evaluated, or the rule leaves now unknown), when
   * the week has a day the rule leaves unknown all day, or when the library had to correct
   * the value's syntax to read it (`corrected`). Null otherwise.
   */
  text: string | null;
  /**
   * The library read the value only after correcting its syntax (`Mon-Fri 11-9`: English
   * day names, hours without minutes, a single-digit close it reads as 09:00): the hours
   * shown are its reading, and `text` is shown beside them. Absent otherwise.
   */
  corrected?: true;
  /**
   * The value is not the same every week (the library's `isWeekStable()`: a date, a public
   * holiday, a season, alternating weeks): the week's rows hold for their dates only, and
   * schema.org gets them dated. Absent for a value the same every week, or unknown hours.
   */
  week_varies?: true;
  /**
   * Not the same every week only because of public holidays: the hours of every other day
   * of the next 8 weeks, per weekday from today (`regularWeek`; details answer only).
   */
  regular_week?: { weekday: number; intervals: HoursInterval[] }[];
  /** The 7 local days from today. Empty when the hours are unknown or the place has closed for good. */
  week: HoursRow[];
  /**
   * The comment of the value's fallback rule (`… || "call ahead on holidays"`), said once
   * beside the hours: the stretches such a rule fills are not opening hours, so they are
   * not in the week and read closed (decision 0092). Absent when the value has none.
   */
  note?: string;
  /**
   * The week's intervals `hours[0].open` cannot say (unknown, an open end, or commented),
   * under their weekday, for a list's week (`listedHoursWeek`). Absent when there are none.
   */
  noted_intervals?: NotedInterval[];
  /**
   * When the state is 'unknown' because the rule says so now (a commented or unknown
   * interval), not because it cannot be read: today's intervals (the week's first row), for
   * the open-now line of a list answer, which has no week. Absent otherwise.
   */
  today_hours?: HoursInterval[];
}

export interface PlaceHoursInput {
  /** OSM opening_hours text, or null/empty when the source lists none. */
  openingHours: string | null;
  /** Two-letter state code (its public holidays). */
  state: string;
  /** IANA zone of the place. */
  timeZone: string;
  isClosedPermanently?: boolean;
  /**
   * The place's point: a rule naming sunrise, sunset, dawn or dusk is evaluated with its
   * real sun times there. Without it those read 06:00, 18:00, 05:30 and 18:30.
   */
  latitude?: number | null;
  longitude?: number | null;
}

const DAY_MS = 86_400_000;

/**
 * The holidays come from the state's name. Numeric lat/lon are not used by the library:
 * a rule without the sun's times needs no point, and one naming them without a point
 * reads sunrise and sunset as 06:00 and 18:00 (decision 0031).
 */
const NOMINATIM_CENTRE = { lat: 39.83, lon: -98.58 };

/** A rule whose times move with the sun. */
const SUN_TIMES = /\b(sunrise|sunset|dawn|dusk)\b/i;

/**
 * Where the library computes a sun-time rule's sun times (decision 0031, amended): the
 * place's latitude, and its longitude moved west by its UTC offset at the evaluated instant
 * (15 degrees an hour), so that SunCalc's instants, read in the process's zone (UTC), are
 * the place's wall-clock times, as every other time of the rule is. The point is rounded
 * to 0.01 degrees (a few seconds of sun time) before, so nearby places share a parsed value.
 */
export interface SunPoint {
  lat: string;
  lon: string;
}

export function sunPointFor(latitude: number, longitude: number, offsetMinutes: number): SunPoint {
  let lon = longitude - offsetMinutes / 4;
  lon = ((((lon + 180) % 360) + 360) % 360) - 180;
  return { lat: latitude.toFixed(2), lon: lon.toFixed(2) };
}

type Parsed = { ok: true; rule: OpeningHours } | { ok: false; error: string };

type RuleState = 'open' | 'closed' | 'unknown';

/**
 * The rule's state at a wall-clock Date, as the library reads it (open wins over unknown),
 * but for a stretch a commented fallback rule fills (`… || "call ahead on holidays"`):
 * outside its hours, the place is closed, with the comment said once (decision 0092).
 */
function ruleState(rule: OpeningHours, wall: Date): RuleState {
  const moment = rule.getIterator(wall);
  const state = moment.getStateString();
  if (state === 'open') return 'open';
  if (state !== 'unknown') return 'closed';
  return filledByFallback(rule, moment.getMatchingRule(), moment.getComment())
    ? 'closed'
    : 'unknown';
}

/** Whether an unknown, commented stretch comes from one of the value's fallback rules. */
function filledByFallback(
  rule: OpeningHours,
  index: number | undefined,
  comment: string | undefined,
): boolean {
  return !!comment && index !== undefined && factsOfValue(rule).fallbacks.has(index);
}

/**
 * The library's warnings that say it had to correct the value's syntax to read it: words it
 * replaced ('Mon' for Mo, 'to' for '-', 'am'/'pm', a typographic dash), characters it
 * dropped or swapped, an hour without minutes or leading zero ('11-9': 09:00 or 21:00?),
 * a number read as a year. A visitor is shown the value as written beside the reading. The
 * others advise on a value whose syntax is right (a rule overwriting the previous one past
 * midnight, no `PH` rule, a separator, a trailing ';', a year past) and change nothing.
 */
export const SYNTAX_CORRECTIONS: ReadonlySet<string> = new Set([
  'word_error_correction',
  'please_use_ok_for_ko',
  'rant_degree_sign_used_for_zero',
  'omit_ko',
  'hour_min_separator',
  'interpreted_as_year',
  'ambiguous_word',
  'ambiguous_single_digit_hour',
  'without_minutes',
  'no_colon_after',
]);

/** What a parsed value says about itself, worked out once per parsed value. */
interface ValueFacts {
  corrected: boolean;
  weekStable: boolean;
  /** The indices of its fallback rules (after `||`), as `getMatchingRule()` gives them. */
  fallbacks: ReadonlySet<number>;
  /** The comments of its fallback rules, joined ('call ahead on holidays'). */
  fallbackNote?: string;
}

/** The library's rules of a value, each with whether it is a fallback rule (after `||`). */
type RuleInternals = [unknown, [unknown, boolean, ...unknown[]][]];

function fallbackRulesOf(rule: OpeningHours): { fallbacks: Set<number>; note?: string } {
  const fallbacks = new Set<number>();
  const notes: string[] = [];
  try {
    // `get_internals` is not in the library's types: it answers [value parts, rules].
    const internals: unknown = rule.prettifyValue({ get_internals: true } as object);
    const [, rules] = internals as RuleInternals;
    rules.forEach(([, fallback], index) => {
      if (fallback !== true) return;
      fallbacks.add(index);
      const comment = /"([^"]+)"/.exec(rule.prettifyValue({ rule_index: index }));
      if (comment) notes.push(comment[1]!);
    });
  } catch {
    fallbacks.clear();
  }
  return notes.length ? { fallbacks, note: notes.join('; ') } : { fallbacks };
}

const valueFacts = new WeakMap<OpeningHours, ValueFacts>();

function factsOfValue(rule: OpeningHours): ValueFacts {
  let facts = valueFacts.get(rule);
  if (!facts) {
    let corrected = false;
    let weekStable = true;
    try {
      corrected = rule
        .getStructuredWarnings()
        .some((warning) => typeof warning !== 'string' && SYNTAX_CORRECTIONS.has(warning.type));
    } catch {
      corrected = false;
    }
    try {
      weekStable = rule.isWeekStable();
    } catch {
      weekStable = false;
    }
    const { fallbacks, note } = fallbackRulesOf(rule);
    facts = { corrected, weekStable, fallbacks };
    if (note) facts.fallbackNote = note;
    valueFacts.set(rule, facts);
  }
  return facts;
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

type Nominatim = ConstructorParameters<typeof OpeningHours>[1];

function nominatimFor(state: string, sun?: SunPoint): Nominatim {
  const name = stateName(state);
  const address = { country_code: 'us', state: name ?? '' };
  // The library's types ask for numbers; it computes the sun's times only from strings.
  return sun ? ({ ...sun, address } as unknown as Nominatim) : { ...NOMINATIM_CENTRE, address };
}

/** The library throws strings, and prints some of them too: both kept quiet here. */
function construct(text: string, state: string, sun?: SunPoint): OpeningHours {
  const printError = console.error;
  console.error = () => {};
  try {
    // Mode 0: time ranges, as the opening_hours key has them.
    return new OpeningHours(text, nominatimFor(state, sun), 0);
  } finally {
    console.error = printError;
  }
}

function parse(text: string, state: string, sun?: SunPoint): Parsed {
  try {
    return { ok: true, rule: construct(text, state, sun) };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}

/**
 * The parsed rule of an opening_hours value for a state, or why the library rejects it.
 * A sun-time rule with a point is kept per (text, state, point, offset).
 */
export function parseOpeningHours(text: string, state: string, sun?: SunPoint): Parsed {
  if (sun) {
    const key = `${state.toUpperCase()}\n${sun.lat},${sun.lon}\n${text}`;
    let parsed = parsedRules.get(key);
    if (!parsed) {
      parsed = parse(text, state, sun);
      parsedRules.set(key, parsed);
    }
    return parsed;
  }
  const shared = stateFreeRules.get(text);
  if (shared !== undefined && shared !== PER_STATE) return shared;
  const key = `${state.toUpperCase()}\n${text}`;
  let parsed = parsedRules.get(key);
  if (!parsed) {
    parsed = parse(text, state);
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
 * a longer one is cut at each midnight, so 24/7 reads 00:00–24:00 every day. An interval
 * the library marks unknown (a rule with only a comment, "Su 16:00-21:00 \"kitchen closes
 * 30 minutes earlier\"") is shown too, marked `unknown`, with its comment: the place is not
 * said to be open then, nor closed. An open interval carries its comment as well.
 */
function weekRows(rules: Rules, wallNow: Date, state: string): HoursRow[] {
  const today = startOfWallDay(wallNow);
  const rows: HoursRow[] = Array.from({ length: 7 }, (_, index) => {
    const day = startOfWallDay(today, index);
    const date = wallDate(day);
    return { date, weekday: day.getDay(), intervals: [], holiday: holidayOn(state, date) };
  });
  const dayIndex = (wall: Date) => Math.round((+startOfWallDay(wall) - +today) / DAY_MS);
  const from = startOfWallDay(today, -1);
  const to = startOfWallDay(today, 8);
  const later = rules.later;
  // With a later rule, each interval from the rule of the day it starts on, whole.
  const intervals = later
    ? [
        ...withRule(
          rules.first,
          rules.first.getOpenIntervals(from, startOfWallDay(later.from, 1)),
        ).filter(([start]) => start < later.from),
        ...withRule(
          later.rule,
          later.rule.getOpenIntervals(startOfWallDay(later.from, -1), to),
        ).filter(([start]) => start >= later.from),
      ]
    : withRule(rules.first, rules.first.getOpenIntervals(from, to));
  for (const [from, to, unknown, comment, rule] of intervals) {
    // A stretch a fallback rule fills is not opening hours: its comment is the status's note.
    if (unknown && filledByFallback(rule, rule.getMatchingRule(from), comment)) continue;
    // The same marks on every piece of an interval cut at midnight.
    const marks: Pick<HoursInterval, 'comment' | 'unknown'> = {};
    if (comment) marks.comment = comment === LIBRARY_OPEN_END ? OPEN_END : comment;
    if (unknown) marks.unknown = true;
    // An open end: its guessed close is not shown ('from 5 PM'), on its first piece.
    const openEnd = comment === LIBRARY_OPEN_END;
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
          ...marks,
          ...(openEnd && cursor === from && { open_end: true }),
        });
        break;
      }
      row?.intervals.push({
        start: wallTime(cursor),
        end: '24:00',
        next_day: false,
        ...marks,
        ...(openEnd && cursor === from && { open_end: true }),
      });
      cursor = nextDay;
    }
  }
  return rows;
}

type OpenInterval = ReturnType<OpeningHours['getOpenIntervals']>[number];

/** Each interval with the rule that read it. */
function withRule(
  rule: OpeningHours,
  intervals: OpenInterval[],
): [Date, Date, boolean, string | undefined, OpeningHours][] {
  return intervals.map(([from, to, unknown, comment]) => [from, to, unknown, comment, rule]);
}

/** The library's comment on an open end ('Sa 12:00+'), whose end it guesses; ours says so. */
const LIBRARY_OPEN_END = 'Specified as open end. Closing time was guessed.';
const OPEN_END = 'closing time not given';

/**
 * The rule that holds from each wall-clock Date on. A sun-time rule is made for the offset
 * its sun times are read in; over a week in which the clocks change, the days from the day
 * of the change on are read with a rule made for the new offset (`later`).
 */
interface Rules {
  first: OpeningHours;
  later?: { from: Date; rule: OpeningHours };
}

function ruleAt(rules: Rules, wall: Date): OpeningHours {
  return rules.later && wall >= rules.later.from ? rules.later.rule : rules.first;
}

/**
 * The next instant the state itself changes from `current` (a comment or holiday change is
 * not one), before `limit`; with a later rule, the search goes on with it from its day.
 */
function nextStateChange(
  rules: Rules,
  wallNow: Date,
  current: RuleState,
  limit: Date,
): Date | undefined {
  let cursor: Date = wallNow;
  for (let step = 0; step < 20; step++) {
    const rule = ruleAt(rules, cursor);
    const switchAt = rules.later && rule === rules.first ? rules.later.from : undefined;
    const bound = switchAt && switchAt < limit ? switchAt : limit;
    const next = rule.getNextChange(cursor, bound);
    if (next && next < bound) {
      cursor = next;
      if (ruleState(rule, cursor) !== current) return cursor;
      continue;
    }
    if (bound === limit || !switchAt) return undefined;
    // The day the clocks change: read on with the rule for the new offset.
    cursor = switchAt;
    if (ruleState(ruleAt(rules, cursor), cursor) !== current) return cursor;
  }
  return undefined;
}

/**
 * A kept evaluation. The week's rows are made only when a status is sent (the open-now
 * filter needs the state alone), then kept with it.
 */
type Evaluation = Omit<OpenStatus, 'time_zone' | 'week'> & {
  from: number;
  until: number;
  week: HoursRow[] | (() => HoursRow[]);
  /** The value's text, sent once the week shows a day the rule leaves unknown all day. */
  source: string;
  /** Made with the week's rows. */
  noted?: NotedInterval[];
};

/**
 * Evaluations per (zone, state, text), each good from the instant it was made until its
 * state next changes or the local day turns: every place in a search with the same hours
 * asks about the same minute, so the library runs once per distinct value and day.
 */
const evaluations = new LRUCache<string, Evaluation>({ max: 20_000 });

function evaluate(
  text: string,
  state: string,
  timeZone: string,
  now: number,
  point?: Point,
): Evaluation {
  const wallNow = wallClockAt(now, timeZone);
  const midnight = instantOfWallClock(startOfWallDay(wallNow, 1), timeZone);
  const today = wallNow.getDay();
  const holiday = holidayOn(state, wallDate(wallNow));
  // The offset at the evaluated instant; a kept evaluation ends when the clocks change.
  const sunAt = (at: number) =>
    point && sunPointFor(point.lat, point.lon, offsetAt(at, timeZone) / 60_000);
  const parsed = parseOpeningHours(text, state, sunAt(now));
  const unknown = (until = midnight): Evaluation => ({
    state: 'unknown',
    next_change: null,
    today,
    holiday,
    text,
    week: [],
    from: now,
    until,
    source: text,
  });
  if (!parsed.ok) return unknown();
  // Said of the value itself: corrected to be read, or not the same every week.
  const facts = factsOfValue(parsed.rule);
  const marks: Pick<Evaluation, 'corrected' | 'week_varies' | 'note'> = {};
  if (facts.corrected) marks.corrected = true;
  if (!facts.weekStable) marks.week_varies = true;
  if (facts.fallbackNote) marks.note = facts.fallbackNote;
  const limit = startOfWallDay(wallNow, 8);
  const rules: Rules = { first: parsed.rule };
  if (point) {
    // Sun times over a week in which the clocks change: from that day, the new offset's.
    const switchAt = offsetChangeBetween(now, instantOfWallClock(limit, timeZone), timeZone);
    const later = switchAt !== undefined && parseOpeningHours(text, state, sunAt(switchAt));
    if (later && later.ok) {
      rules.later = { from: startOfWallDay(wallClockAt(switchAt!, timeZone)), rule: later.rule };
    }
  }
  let current: RuleState;
  // The next instant the state itself changes (a comment or holiday change is not one).
  let change: Date | undefined;
  try {
    current = ruleState(ruleAt(rules, wallNow), wallNow);
    change = nextStateChange(rules, wallNow, current, limit);
  } catch {
    return unknown();
  }
  // On the night the clocks go back, the change still to come (not the hour's first pass).
  const changeAt = change ? instantOfWallClock(change, timeZone, now) : undefined;
  // Kept until the state changes or the day turns, and no later than the clocks change:
  // a wall clock set back an hour may read a time the place is open again.
  const turn = Math.min(midnight, changeAt ?? Infinity);
  const until = offsetChangeBetween(now, turn, timeZone) ?? turn;
  const week = () => {
    try {
      return weekRows(rules, wallNow, state);
    } catch {
      return [];
    }
  };
  // Unknown now (a comment, "by appointment", a fallback rule): kept only until the rule
  // says open or closed, not for the rest of the day. The rule still reads, so its week is
  // sent, and today's intervals for a list's open-now line ("Hours today: 4 PM – 9 PM").
  if (current === 'unknown') {
    const rows = week();
    const today_hours = rows[0]?.intervals ?? [];
    // The rows say it all ('from 5 PM (closing time not given)', '4 PM – 9 PM (kitchen
    // closes …)'): the text is sent only when they cannot (nothing today, a day unknown
    // all day) or the value was corrected, as on any other day (decision 0088).
    const told =
      facts.corrected ||
      today_hours.length === 0 ||
      rows.some((row) => unknownAllDay(row.intervals));
    return { ...unknown(until), ...marks, text: told ? text : null, week: rows, today_hours };
  }
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
    // A value read only after corrections is shown as written beside its hours.
    text: facts.corrected ? text : null,
    ...marks,
    week,
    from: now,
    until,
    source: text,
  };
}

/** A place's point, rounded to 0.01 degrees. */
interface Point {
  lat: number;
  lon: number;
}

/** The point a rule's sun times are computed at: only for a rule naming them. */
function sunTimesPoint(text: string, place: PlaceHoursInput): Point | undefined {
  const { latitude, longitude } = place;
  if (latitude == null || longitude == null || !SUN_TIMES.test(text)) return undefined;
  return { lat: Math.round(latitude * 100) / 100, lon: Math.round(longitude * 100) / 100 };
}

/** The kept evaluation of a place's hours at `now`, made again when it no longer holds. */
function evaluationFor(text: string, place: PlaceHoursInput, now: number): Evaluation {
  // A sun-time rule is kept per point as well: its times differ from place to place.
  const point = sunTimesPoint(text, place);
  const at = point ? `\n${point.lat},${point.lon}` : '';
  const key = `${place.timeZone}\n${place.state.toUpperCase()}${at}\n${text}`;
  let evaluation = evaluations.get(key);
  if (!evaluation || now < evaluation.from || now >= evaluation.until) {
    evaluation = evaluate(text, place.state, place.timeZone, now, point);
    evaluations.set(key, evaluation);
  }
  return evaluation;
}

/** A day the rule leaves unknown from midnight to midnight ('Sa "by appointment"'). */
function unknownAllDay(intervals: HoursInterval[]): boolean {
  const only = intervals[0];
  return (
    intervals.length === 1 &&
    only!.unknown === true &&
    only!.start === '00:00' &&
    only!.end === '24:00'
  );
}

/**
 * The intervals of the week the provider shape leaves out or bare: unknown ones (open ends
 * among them) and commented ones, each under its weekday. With them a list's week reads as
 * the rows do (decision 0088).
 */
function notedIntervals(week: HoursRow[]): NotedInterval[] {
  return week.flatMap((row) =>
    row.intervals
      .filter((interval) => interval.unknown || interval.comment)
      .map((interval) => ({ day: row.weekday, ...interval })),
  );
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
  if (typeof evaluation.week === 'function') {
    evaluation.week = evaluation.week();
    // A day the rule leaves unknown all day reads 'See hours as listed': the text is sent.
    if (evaluation.week.some((row) => unknownAllDay(row.intervals))) {
      evaluation.text = evaluation.source;
    }
  }
  if (!evaluation.noted) evaluation.noted = notedIntervals(evaluation.week);
  // Written out, not a rest and a spread: V8 copies those slowly, and this runs per place.
  const status: OpenStatus = {
    state: evaluation.state,
    next_change: evaluation.next_change,
    today: evaluation.today,
    holiday: evaluation.holiday,
    text: evaluation.text,
    time_zone: place.timeZone,
    week: evaluation.week,
  };
  if (evaluation.today_hours) status.today_hours = evaluation.today_hours;
  if (evaluation.corrected) status.corrected = true;
  if (evaluation.week_varies) status.week_varies = true;
  if (evaluation.note) status.note = evaluation.note;
  if (evaluation.noted.length) status.noted_intervals = evaluation.noted;
  return status;
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

/** How many weeks from today `regularWeek` reads. */
export const REGULAR_WEEKS = 8;

/**
 * A value's normal form naming a date, a month, a week number, a year, Easter or school
 * holidays: not the same every week for reasons other than public holidays.
 */
const DATED_PARTS =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|week|easter|SH)\b|\b\d{4}\b/;

const regularWeeks = new LRUCache<string, { rows: OpenStatus['regular_week'] | null }>({
  max: 2_000,
});

/**
 * The regular week of a value that is not the same every week only because of public
 * holidays (`Mo-Su 11:00-22:00; PH off`), for schema.org's weekly form (decision 0088):
 * each weekday's intervals, read over the next `REGULAR_WEEKS` weeks with the holidays
 * left out, when every such day of a weekday reads the same; per weekday from today.
 * Undefined for anything else: a value the same every week (its week is weekly already),
 * unknown or unreadable hours, a sun-time rule, a value naming dates, months, weeks,
 * years, Easter or school holidays (a season, a date, alternating weeks), or one whose
 * days differ apart from the holidays (`Mo[1]`, `PH -1 day`). Kept per value and day.
 */
export function regularWeek(
  place: PlaceHoursInput,
  at: Date,
): OpenStatus['regular_week'] | undefined {
  const text = place.openingHours?.trim() ?? '';
  if (place.isClosedPermanently || text === '' || SUN_TIMES.test(text)) return undefined;
  const wallNow = wallClockAt(at.getTime(), place.timeZone);
  const key = `${place.timeZone}\n${place.state.toUpperCase()}\n${wallDate(wallNow)}\n${text}`;
  let kept = regularWeeks.get(key);
  if (!kept) {
    kept = { rows: readRegularWeek(text, place.state, wallNow) };
    regularWeeks.set(key, kept);
  }
  return kept.rows ?? undefined;
}

function readRegularWeek(
  text: string,
  state: string,
  wallNow: Date,
): OpenStatus['regular_week'] | null {
  const parsed = parseOpeningHours(text, state);
  if (!parsed.ok) return null;
  const rule = parsed.rule;
  try {
    if (factsOfValue(rule).weekStable || DATED_PARTS.test(rule.prettifyValue())) return null;
    const byWeekday = new Map<number, { intervals: HoursInterval[]; form: string }>();
    for (let week = 0; week < REGULAR_WEEKS; week++) {
      for (const row of weekRows({ first: rule }, startOfWallDay(wallNow, 7 * week), state)) {
        if (row.holiday) continue;
        const form = JSON.stringify(row.intervals);
        const seen = byWeekday.get(row.weekday);
        if (!seen) byWeekday.set(row.weekday, { intervals: row.intervals, form });
        else if (seen.form !== form) return null;
      }
    }
    const today = wallNow.getDay();
    const rows = Array.from({ length: 7 }, (_, index) => {
      const weekday = (today + index) % 7;
      return { weekday, intervals: byWeekday.get(weekday)?.intervals };
    });
    // A weekday that was a holiday every time: no regular day to read.
    if (rows.some((row) => !row.intervals)) return null;
    // Unknown all week: nothing schema.org could be given weekly.
    if (rows.every((row) => unknownAllDay(row.intervals!))) return null;
    return rows as { weekday: number; intervals: HoursInterval[] }[];
  } catch {
    return null;
  }
}
