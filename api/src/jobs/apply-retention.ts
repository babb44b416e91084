import type { Sql } from '../db/client';

export interface RetentionDays {
  analyticsEvents: number;
  writeRejections: number;
  staffActions: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes analytics events, turned-away writes and staff audit rows older than their
 * retention period (days, from env.ts), so these append-only tables stop growing without
 * end. Run once for the fleet by the job queue. Returns how many rows of each went.
 */
export async function applyRetention(
  sql: Sql,
  days: RetentionDays,
  now: Date,
): Promise<RetentionDays> {
  const before = (period: number) => new Date(now.getTime() - period * DAY_MS);
  const analytics = await sql`
    delete from analytics_events where created_at < ${before(days.analyticsEvents)}`;
  const rejections = await sql`
    delete from write_rejections where created_at < ${before(days.writeRejections)}`;
  const audit = await sql`
    delete from staff_actions where created_at < ${before(days.staffActions)}`;
  return {
    analyticsEvents: analytics.count,
    writeRejections: rejections.count,
    staffActions: audit.count,
  };
}
