import type { AnalyticsEvent } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** Stores a first-party analytics event; nothing identifies the visitor. */
export async function recordEvent(sql: Sql, event: AnalyticsEvent, now: Date): Promise<void> {
  await sql`
    insert into analytics_events (name, provider, item_id, path, created_at)
    values (
      ${event.name}, ${event.provider ?? null}, ${event.itemId ?? null}, ${event.path ?? null}, ${now}
    )`;
}
