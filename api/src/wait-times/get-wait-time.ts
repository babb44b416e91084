import type { Restaurant, WaitTime } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { restaurantTimeZone } from '../hours/time-zones';
import { REPORT_WINDOW_MINUTES, closingOf, estimateWait, waitFromReports } from './estimate-wait';

/**
 * The wait at a restaurant now: visitor reports of the last 90 minutes, else an estimate;
 * no table offered after closing, no prediction from too few visitors (decision 0087).
 */
export async function getWaitTime(sql: Sql, restaurant: Restaurant, now: Date): Promise<WaitTime> {
  const estimate = estimateWait(restaurant, now);
  const since = new Date(now.getTime() - REPORT_WINDOW_MINUTES * 60_000);
  const reports = await sql<{ waitMinutes: number; createdAt: Date; client: string | null }[]>`
    select wait_minutes as "waitMinutes", created_at as "createdAt", client_hash as "client"
    from wait_reports
    where provider = ${restaurant.provider} and restaurant_id = ${restaurant.id}
      and created_at >= ${since} and created_at <= ${now}
    order by created_at desc
    limit 50`;
  return waitFromReports(
    estimate,
    reports,
    restaurantTimeZone(restaurant),
    now,
    closingOf(restaurant),
  );
}
