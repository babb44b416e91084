/**
 * The `opening_hours` library reads a Date's local fields (getHours(), getDay(), ...) and
 * has no time-zone option (opening_hours.js issue #269). So a place is evaluated on a
 * "wall-clock Date": a Date whose local fields equal the place's local time. These helpers
 * turn an instant into that form and back.
 */

/**
 * Wall-clock Dates need a process zone without daylight saving time: in one with it (TZ=
 * America/New_York), 02:30 on the night its clocks go forward does not exist as a local
 * time, so a place elsewhere (Phoenix, Los Angeles) would open at 03:30 that night. Servers
 * run in UTC; a process started in such a zone is moved to UTC when the hours rule loads
 * (Node applies a change of TZ at once). Instants, and so everything sent, are the same.
 */
function localZoneHasDaylightSaving(): boolean {
  const year = new Date().getFullYear();
  return new Date(year, 0, 1).getTimezoneOffset() !== new Date(year, 6, 1).getTimezoneOffset();
}
if (localZoneHasDaylightSaving()) process.env.TZ = 'UTC';

/** Building an Intl.DateTimeFormat costs about 100 µs, reading one about 5 µs: one per zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar fields of an instant in a zone. */
function localFields(at: number, timeZone: string): number[] {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return [fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second];
}

/** A Date whose local fields are the wall clock of `timeZone` at the instant `at`. */
export function wallClockAt(at: Date | number, timeZone: string): Date {
  const [year, month, day, hour, minute, second] = localFields(Number(at), timeZone);
  return new Date(year!, month!, day!, hour!, minute!, second!);
}

/** Milliseconds that `timeZone` is ahead of UTC at the instant `at`. */
export function offsetAt(at: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = localFields(at, timeZone);
  return Date.UTC(year!, month!, day!, hour!, minute!, second!) - (at - (at % 1000));
}

/**
 * The first instant in [from, to) at which `timeZone` changes its offset (daylight saving
 * time begins or ends), to the minute; undefined when the offset is the same at both ends.
 * US zones change at most twice a year, so a span of a day or a week holds one change at most.
 */
export function offsetChangeBetween(
  from: number,
  to: number,
  timeZone: string,
): number | undefined {
  const before = offsetAt(from, timeZone);
  if (offsetAt(to, timeZone) === before) return undefined;
  let low = from;
  let high = to;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The instant at which the wall clock of `timeZone` reads `wall`'s local fields. A time
 * that happens twice (the hour repeated when daylight saving time ends) is its first
 * occurrence, or with `notBefore` the first not before that instant (at 01:20 in the
 * repeated hour, 01:40 is the one still to come). A time that never happens (the hour
 * skipped when it starts) is the instant the clock jumps past it: 02:30 on the night clocks
 * go forward is 03:00 daylight time, when a clock first reads 02:30 or later.
 */
export function instantOfWallClock(wall: Date, timeZone: string, notBefore = -Infinity): number {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  );
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before, asUtc - after]
    .sort((a, b) => a - b)
    .filter(
      (candidate, index, all) =>
        all.indexOf(candidate) === index && candidate + offsetAt(candidate, timeZone) === asUtc,
    );
  if (candidates.length > 0) {
    return candidates.find((candidate) => candidate >= notBefore) ?? candidates[0]!;
  }
  // Skipped: the clock jumps past this time between the two readings on either offset.
  const early = Math.min(asUtc - before, asUtc - after);
  const late = Math.max(asUtc - before, asUtc - after);
  return offsetChangeBetween(early, late, timeZone) ?? asUtc - before;
}

/** 'YYYY-MM-DD' of a wall-clock Date. */
export function wallDate(wall: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/** 'HH:MM' of a wall-clock Date. */
export function wallTime(wall: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/** A zone's local day at an instant: its date, weekday and the instant the next day begins. */
export interface LocalDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** The instant (ms) of the next local midnight. */
  next: number;
}

/**
 * The last local day read per zone, good from the instant it was read until the next
 * midnight: reading a zone's clock costs about 5 µs and finding its midnight four readings
 * more, and every place of a search asks for the same day (issue 27, item 3).
 */
const localDays = new Map<string, LocalDay & { from: number }>();

/** The local day of `timeZone` at the instant `at` (as `wallClockAt`, `wallDate` and the next midnight give it). */
export function localDayAt(at: number, timeZone: string): LocalDay {
  const kept = localDays.get(timeZone);
  if (kept && at >= kept.from && at < kept.next) return kept;
  const wall = wallClockAt(at, timeZone);
  const day = {
    from: at,
    date: wallDate(wall),
    weekday: wall.getDay(),
    next: instantOfWallClock(startOfWallDay(wall, 1), timeZone),
  };
  localDays.set(timeZone, day);
  return day;
}

/** Local midnight starting the wall-clock day `days` after `wall`'s day. */
export function startOfWallDay(wall: Date, days = 0): Date {
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + days);
}
