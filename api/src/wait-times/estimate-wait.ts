import {
  closesText,
  MIN_VISITORS_FOR_PREDICTION,
  opensText,
  type BusyLevel,
  type OpenStatus,
  type Restaurant,
  type WaitTime,
} from '@pizza-atlas/contracts';
import { restaurantTimeZone } from '../hours/time-zones';
import { wallClockAt } from '../hours/wall-clock';

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

/** How far ahead the predicted wait looks. */
const PREDICTION_MINUTES = 30;

/** When an open place closes next (its open status's next change), or null: not open, or no close within a week. */
export type Closing = NonNullable<OpenStatus['next_change']>;

export function closingOf(restaurant: Restaurant): Closing | null {
  const status = restaurant.open_status;
  return status?.state === 'open' ? (status.next_change ?? null) : null;
}

/**
 * When a table is free: the wait's end as the place's local time, or its closing time
 * ('Closes 10 PM') when the wait runs past it (decision 0087).
 */
function nextAvailableText(
  now: Date,
  waitMinutes: number,
  timeZone: string,
  closing: Closing | null,
): string {
  const free = now.getTime() + waitMinutes * 60_000;
  if (closing && free > Date.parse(closing.at)) return closesText(closing);
  return formatClock(new Date(free), timeZone);
}

/** True when the place closes before the predicted wait's moment. */
function closesBeforePrediction(now: Date, closing: Closing | null): boolean {
  return closing !== null && now.getTime() + PREDICTION_MINUTES * 60_000 >= Date.parse(closing.at);
}

/**
 * An honest estimate from the place's open status (the one hours rule, made with the
 * listing), local time of day and popularity. Unknown hours are estimated as if open.
 */
export function estimateWait(restaurant: Restaurant, now: Date): WaitTime {
  const timeZone = restaurantTimeZone(restaurant);
  const status = restaurant.open_status;
  const lastUpdated = now.toISOString();
  const lastUpdatedLocal = formatClock(now, timeZone);
  if (
    restaurant.is_closed ||
    status?.state === 'closed' ||
    status?.state === 'closed-permanently'
  ) {
    const change = status?.next_change;
    return {
      currentWait: 0,
      predictedWait: null,
      predictionWithheld: null,
      busyLevel: 'low',
      nextAvailable:
        restaurant.is_closed || status?.state === 'closed-permanently'
          ? 'Permanently closed'
          : change
            ? opensText(change)
            : 'Hours not listed',
      lastUpdated,
      lastUpdatedLocal,
      basis: 'closed',
      reportCount: 0,
    };
  }
  const popularity = popularityFactor(restaurant.review_count);
  const local = wallClockAt(now, timeZone);
  const current = minutesAt(local.getHours(), local.getDay(), popularity);
  const later = wallClockAt(now.getTime() + PREDICTION_MINUTES * 60_000, timeZone);
  const closing = closingOf(restaurant);
  const closesSoon = closesBeforePrediction(now, closing);
  return {
    currentWait: current,
    predictedWait: closesSoon ? null : minutesAt(later.getHours(), later.getDay(), popularity),
    predictionWithheld: closesSoon ? 'closes-soon' : null,
    busyLevel: busyLevelFor(current),
    nextAvailable: nextAvailableText(now, current, timeZone, closing),
    lastUpdated,
    lastUpdatedLocal,
    basis: 'estimate',
    reportCount: 0,
  };
}

export interface WaitReport {
  waitMinutes: number;
  createdAt: Date;
  /** The keyed hash of the visitor who sent it; null when unknown (each then counts as one). */
  client?: string | null;
}

/** Reports count for 90 minutes, the newest most: they replace the estimate when present. */
export const REPORT_WINDOW_MINUTES = 90;

/**
 * The wait from visitors' reports of the last 90 minutes, the newest weighing most. The
 * predicted wait carries the estimate's expected change over the next half hour onto the
 * reported figure, and is given only when MIN_VISITORS_FOR_PREDICTION visitors reported and
 * the place is still open then (decision 0087); no table is offered after closing.
 */
export function waitFromReports(
  estimate: WaitTime,
  reports: WaitReport[],
  /** The place's IANA time zone (restaurantTimeZone). */
  timeZone: string,
  now: Date,
  /** When the open place closes next (closingOf); null when unknown or not open. */
  closing: Closing | null = null,
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
  // The figures are as new as the newest report, not as the moment they were asked for.
  const newest = new Date(Math.max(...recent.map((report) => report.createdAt.getTime())));
  const visitors = new Set(recent.map((report, index) => report.client ?? index)).size;
  const withheld: WaitTime['predictionWithheld'] = closesBeforePrediction(now, closing)
    ? 'closes-soon'
    : visitors < MIN_VISITORS_FOR_PREDICTION
      ? 'few-reports'
      : null;
  // Carry the estimate's expected change over the next half hour onto the reported figure.
  const trend =
    estimate.currentWait > 0 && estimate.predictedWait !== null
      ? estimate.predictedWait / estimate.currentWait
      : 1;
  return {
    currentWait: current,
    predictedWait: withheld ? null : Math.round(current * trend),
    predictionWithheld: withheld,
    busyLevel: busyLevelFor(current),
    nextAvailable: nextAvailableText(now, current, timeZone, closing),
    lastUpdated: newest.toISOString(),
    lastUpdatedLocal: formatClock(newest, timeZone),
    basis: 'reports',
    reportCount: recent.length,
  };
}
