import type { Restaurant } from '@pizza-atlas/contracts';

type OpenInterval = Restaurant['hours'][number]['open'][number];

/**
 * The primary time zone of each state. Places do not store their own zone; for the
 * few states split across zones the larger part wins, which is right for most places.
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
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = {
    day: WEEKDAYS.indexOf(part('weekday')),
    time: `${part('hour')}${part('minute')}`,
  };
  lastClocks.set(timeZone, { minute, clock });
  return clock;
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

export function isOpenNow(intervals: readonly OpenInterval[], state: string, now: Date): boolean {
  const { day, time } = localClock(now, timeZoneForState(state));
  return isOpenAt(intervals, day, time);
}
