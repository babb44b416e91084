import { randomUUID } from 'node:crypto';
import type { ProviderName, StoredWaitReport } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { isUuid } from '../http/is-uuid';
import { placeExists } from '../places/read-places';

export interface WaitReport {
  provider: ProviderName;
  restaurantId: string;
  waitMinutes: number;
  partySize: number | null;
}

interface WaitReportRow {
  id: string;
  provider: string;
  restaurant_id: string;
  wait_minutes: number;
  party_size: number | null;
  created_at: Date;
}

/**
 * Whether a report names a listing we can know of: a built-in catalog place must exist;
 * other providers' ids cannot be checked without calling them, so their shape suffices.
 */
export async function isKnownListing(sql: Sql, report: WaitReport): Promise<boolean> {
  if (report.provider !== 'catalog') return true;
  if (!isUuid(report.restaurantId)) return false;
  return placeExists(sql, report.restaurantId);
}

export async function saveWaitReport(
  sql: Sql,
  report: WaitReport,
  clientHash: string,
  now: Date,
): Promise<StoredWaitReport> {
  const [row] = await sql<WaitReportRow[]>`
    insert into wait_reports (
      provider, restaurant_id, wait_minutes, party_size, client_hash, created_at
    ) values (
      ${report.provider}, ${report.restaurantId}, ${report.waitMinutes}, ${report.partySize},
      ${clientHash}, ${now}
    )
    returning id, provider, restaurant_id, wait_minutes, party_size, created_at`;
  return toStoredWaitReport(row);
}

/** What a bot that filled the honeypot sees: a believable answer, nothing stored. */
export function pretendWaitReport(report: WaitReport, now: Date): StoredWaitReport {
  return {
    id: randomUUID(),
    provider: report.provider,
    restaurantId: report.restaurantId,
    waitMinutes: report.waitMinutes,
    partySize: report.partySize,
    createdAt: now.toISOString(),
  };
}

function toStoredWaitReport(row: WaitReportRow): StoredWaitReport {
  return {
    id: row.id,
    provider: row.provider,
    restaurantId: row.restaurant_id,
    waitMinutes: row.wait_minutes,
    partySize: row.party_size,
    createdAt: row.created_at.toISOString(),
  };
}
