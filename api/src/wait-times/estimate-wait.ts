import type { BusyLevel, Restaurant, WaitTime } from '@pizza-atlas/contracts';
import { isOpenAt, localClock, restaurantTimeZone } from '../providers/catalog/opening-hours';

/**
 * Typical pizza-place wait in minutes by local hour for a place of average popularity:
 * a lunch bump, a bigger dinner peak, quiet mornings and late nights.
 */
const HOURLY_BASE = [
  8, 6, 5, 4, 4, 4, 4, 4, 5, 6, 7, 10, 16, 15, 10, 8, 9, 14, 22, 24, 19, 13, 10, 9,
];
/** Busier Friday and Saturday nights, a little busier on Sunday. */
const DAY_FACTOR = [1.1, 0.9, 0.9, 0.95, 1.0, 1.3, 1.35];

export function busyLevelFor(minutes: number): BusyLevel {
  if (minutes < 10) return 'low';
  if (minutes < 20) return 'medium';
  if (minutes < 35) return 'high';
  return 'very-high';
}

/** More reviews, more people: 0.6 for a handful of reviews up to 1.6 for thousands. */
export function popularityFactor(reviewCount: number): number {
  const factor = Math.log10(reviewCount + 10) / 2;
  return Math.min(1.6, Math.max(0.6, factor));
}

function minutesAt(hour: number, day: number, popularity: number): number {
  return Math.round(HOURLY_BASE[hour]! * DAY_FACTOR[day]! * popularity);
}

export function formatClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    at,
  );
}

function formatHhmm(hhmm: string): string {
  const hours = Number(hhmm.slice(0, 2));
  const minutes = hhmm.slice(2);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** The next opening time within a week, as local text ('Opens 11:00 AM' or 'Opens Tue 11:00 AM'). */
function nextOpening(
  intervals: Restaurant['hours'][number]['open'],
  day: number,
  time: string,
): string {
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  for (let offset = 0; offset < 7; offset += 1) {
    const candidate = (day + offset) % 7;
    const starts = intervals
      .filter((interval) => interval.day === candidate && (offset > 0 || interval.start > time))
      .map((interval) => interval.start)
      .sort();
    if (starts[0])
      return `Opens ${offset === 0 ? '' : `${names[candidate]} `}${formatHhmm(starts[0])}`;
  }
  return 'Hours not listed';
}

/** An honest estimate from opening hours, local time of day and popularity. */
export function estimateWait(restaurant: Restaurant, now: Date): WaitTime {
  const timeZone = restaurantTimeZone(restaurant);
  const { day, time } = localClock(now, timeZone);
  const intervals = restaurant.hours[0]?.open ?? [];
  const lastUpdated = now.toISOString();
  if (restaurant.is_closed || (intervals.length > 0 && !isOpenAt(intervals, day, time))) {
    return {
      currentWait: 0,
      predictedWait: 0,
      busyLevel: 'low',
      nextAvailable: restaurant.is_closed
        ? 'Permanently closed'
        : nextOpening(intervals, day, time),
      lastUpdated,
      basis: 'closed',
      reportCount: 0,
    };
  }
  const popularity = popularityFactor(restaurant.review_count);
  const hour = Number(time.slice(0, 2));
  const current = minutesAt(hour, day, popularity);
  const later = localClock(new Date(now.getTime() + 30 * 60_000), timeZone);
  const predicted = minutesAt(Number(later.time.slice(0, 2)), later.day, popularity);
  return {
    currentWait: current,
    predictedWait: predicted,
    busyLevel: busyLevelFor(current),
    nextAvailable: formatClock(new Date(now.getTime() + current * 60_000), timeZone),
    lastUpdated,
    basis: 'estimate',
    reportCount: 0,
  };
}

export interface WaitReport {
  waitMinutes: number;
  createdAt: Date;
}

/** Reports count for 90 minutes, the newest most: they replace the estimate when present. */
export const REPORT_WINDOW_MINUTES = 90;

export function waitFromReports(
  estimate: WaitTime,
  reports: WaitReport[],
  /** The place's IANA time zone (restaurantTimeZone). */
  timeZone: string,
  now: Date,
): WaitTime {
  const recent = reports.filter(
    (report) => now.getTime() - report.createdAt.getTime() <= REPORT_WINDOW_MINUTES * 60_000,
  );
  if (recent.length === 0 || estimate.basis === 'closed') return estimate;
  let weighted = 0;
  let weights = 0;
  for (const report of recent) {
    const ageMinutes = Math.max(0, (now.getTime() - report.createdAt.getTime()) / 60_000);
    const weight = 1 / (1 + ageMinutes / 15);
    weighted += report.waitMinutes * weight;
    weights += weight;
  }
  const current = Math.round(weighted / weights);
  // Carry the estimate's expected change over the next half hour onto the reported figure.
  const trend = estimate.currentWait > 0 ? estimate.predictedWait / estimate.currentWait : 1;
  return {
    currentWait: current,
    predictedWait: Math.round(current * trend),
    busyLevel: busyLevelFor(current),
    nextAvailable: formatClock(new Date(now.getTime() + current * 60_000), timeZone),
    lastUpdated: now.toISOString(),
    basis: 'reports',
    reportCount: recent.length,
  };
}
