import tzLookup from '@photostructure/tz-lookup';
import type { OpenStatus, Restaurant } from '@pizza-atlas/contracts';

type OpenInterval = Restaurant['hours'][number]['open'][number];

/**
 * The primary time zone of each state: only for a place without usable coordinates.
 * Split states (El Paso, Pensacola, Gary, the Idaho panhandle, ...) need the coordinates.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};

export function timeZoneForState(state: string): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? 'America/New_York';
}

/**
 * A place's IANA time zone from its coordinates (tz-lookup's time-zone boundaries), so
 * El Paso runs on Mountain time and Pensacola on Central; the state's zone when the
 * coordinates say nothing usable.
 */
export function timeZoneAt(latitude: number, longitude: number, state: string): string {
  if (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    (latitude !== 0 || longitude !== 0)
  ) {
    try {
      const zone = tzLookup(latitude, longitude);
      // Open water answers an 'Etc/GMT+N' zone, which has no daylight saving time.
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // Out of range: fall through to the state.
    }
  }
  return timeZoneForState(state);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Building an Intl.DateTimeFormat costs about 100 µs, reading one about 5 µs: a search
 * that built one per result spent most of its time here. One formatter per zone, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per zone: every place in a search asks about the same minute. */
const lastClocks = new Map<string, { minute: number; clock: { day: number; time: string } }>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local weekday (0 = Sunday) and 'HHMM' time at `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { day: number; time: string } {
  // Every US zone is a whole number of minutes from UTC, so the UTC minute fixes the answer.
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastClocks.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readLocalClock(at, timeZone);
  lastClocks.set(timeZone, { minute, clock });
  return clock;
}

function readLocalClock(at: Date, timeZone: string): { day: number; time: string } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}${part('minute')}` };
}

/** Whether the weekly intervals cover a local day and time; overnight intervals run past midnight. */
export function isOpenAt(intervals: readonly OpenInterval[], day: number, time: string): boolean {
  const yesterday = (day + 6) % 7;
  return intervals.some((interval) => {
    const overnight = interval.end <= interval.start;
    if (interval.day === day) return time >= interval.start && (overnight || time < interval.end);
    return overnight && interval.day === yesterday && time < interval.end;
  });
}

/** A restaurant's time zone: the one its answer carries, else from its coordinates. */
export function restaurantTimeZone(
  restaurant: Pick<Restaurant, 'coordinates' | 'location' | 'open_status'>,
): string {
  return (
    restaurant.open_status?.time_zone ??
    timeZoneAt(
      restaurant.coordinates.latitude,
      restaurant.coordinates.longitude,
      restaurant.location.state || 'NY',
    )
  );
}

const WEEK_MINUTES = 7 * 24 * 60;

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
}

function hhmmOf(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}${String(inDay % 60).padStart(2, '0')}`;
}

/** The weekly intervals as [start, end) minutes of the week; an end past Saturday wraps. */
function weekSpans(intervals: readonly OpenInterval[]): Array<[number, number]> {
  return intervals.map((interval) => {
    const start = interval.day * 1440 + minutesOf(interval.start);
    let length = minutesOf(interval.end) - minutesOf(interval.start);
    if (length <= 0) length += 1440; // overnight, or 0000–0000 for a whole day
    return [start, start + length];
  });
}

/**
 * Open now or closed, and when that changes, for a place's weekly hours at `now` in its
 * time zone. Back-to-back intervals (11 AM–midnight, then midnight–2 AM) count as one
 * stretch, so "closes" names when the place really closes.
 */
export function openStatusAt(
  intervals: readonly OpenInterval[],
  timeZone: string,
  now: Date,
  isClosedPermanently = false,
): OpenStatus {
  const { day, time } = localClock(now, timeZone);
  const base = { today: day, time_zone: timeZone };
  if (isClosedPermanently) {
    return { ...base, state: 'closed-permanently', next_change: null, next_change_day: null };
  }
  if (intervals.length === 0) {
    return { ...base, state: 'unknown', next_change: null, next_change_day: null };
  }
  const at = day * 1440 + minutesOf(time);
  // Each span also a week earlier and later, so spans that wrap past Saturday are seen.
  const spans = weekSpans(intervals)
    .flatMap(([start, end]) =>
      [-WEEK_MINUTES, 0, WEEK_MINUTES].map(
        (shift) => [start + shift, end + shift] as [number, number],
      ),
    )
    .sort((a, b) => a[0] - b[0]);
  const covering = spans.find(([start, end]) => start <= at && at < end);
  const change = (minute: number): Pick<OpenStatus, 'next_change' | 'next_change_day'> => ({
    next_change: hhmmOf(minute),
    next_change_day: Math.floor((((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES) / 1440),
  });
  if (covering) {
    let end = covering[1];
    for (const [start, spanEnd] of spans) {
      if (start <= end && spanEnd > end) end = spanEnd;
      if (end - at >= WEEK_MINUTES) {
        return { ...base, state: 'open', next_change: null, next_change_day: null };
      }
    }
    return { ...base, state: 'open', ...change(end) };
  }
  const next = spans.find(([start]) => start > at)!;
  return { ...base, state: 'closed', ...change(next[0]) };
}

/**
 * The instant (ms since the epoch) at which a place's open status, made at `now`, next
 * changes: when it opens or closes (`next_change`), or at its local midnight, when `today`
 * turns. Until then the status reads the same, so an answer showing it need not be made
 * again every minute (answers/answer-scope.ts). Across a change of UTC offset (daylight
 * saving time) the local arithmetic may be an hour out: then the next minute is answered,
 * as if nothing were known.
 */
export function openStatusChangesAt(status: OpenStatus, now: Date): number {
  const { day, time } = localClock(now, status.time_zone);
  const nowInWeek = day * 1440 + minutesOf(time);
  let minutes = 1440 - minutesOf(time);
  if (status.next_change !== null && status.next_change_day !== null) {
    const change = status.next_change_day * 1440 + minutesOf(status.next_change);
    minutes = Math.min(minutes, (change - nowInWeek + WEEK_MINUTES) % WEEK_MINUTES || WEEK_MINUTES);
  }
  const thisMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = thisMinute + minutes * 60_000;
  const there = readLocalClock(new Date(at), status.time_zone);
  const expected = (nowInWeek + minutes) % WEEK_MINUTES;
  return there.day * 1440 + minutesOf(there.time) === expected ? at : thisMinute + 60_000;
}
