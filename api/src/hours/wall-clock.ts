/**
 * The `opening_hours` library reads a Date's local fields (getHours(), getDay(), ...) and
 * has no time-zone option (opening_hours.js issue #269). So a place is evaluated on a
 * "wall-clock Date": a Date whose local fields equal the place's local time. These helpers
 * turn an instant into that form and back.
 */

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
function offsetAt(at: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = localFields(at, timeZone);
  return Date.UTC(year!, month!, day!, hour!, minute!, second!) - (at - (at % 1000));
}

/**
 * The instant at which the wall clock of `timeZone` reads `wall`'s local fields. A time
 * that happens twice (the hour repeated when daylight saving time ends) is its first
 * occurrence; a time that never happens (the hour skipped when it starts) is read on the
 * offset before the change, so 02:00 on the night clocks go forward is 03:00 daylight time.
 */
export function instantOfWallClock(wall: Date, timeZone: string): number {
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
  const candidates = [asUtc - before, asUtc - after].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (candidate + offsetAt(candidate, timeZone) === asUtc) return candidate;
  }
  return asUtc - before;
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

/** Local midnight starting the wall-clock day `days` after `wall`'s day. */
export function startOfWallDay(wall: Date, days = 0): Date {
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + days);
}
