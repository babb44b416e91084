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

/**
 * One report per client and listing within this many minutes (decision 0087): a newer one
 * replaces the client's earlier one, so a correction counts once and a second tap is not
 * another visitor.
 */
export const WAIT_REPORT_REPLACE_MINUTES = 30;

/**
 * Stores a visitor's report, replacing the same client's report of the same listing from
 * the last 30 minutes (`replaced`). Under a transaction-scoped advisory lock per client and
 * listing, so reports sent at the same moment, to any app server, replace one another.
 */
export async function saveWaitReport(
  sql: Sql,
  report: WaitReport,
  clientHash: string,
  now: Date,
): Promise<{ report: StoredWaitReport; replaced: boolean }> {
  const since = new Date(now.getTime() - WAIT_REPORT_REPLACE_MINUTES * 60_000);
  return sql.begin(async (tx) => {
    const key = `wait_report:${clientHash}:${report.provider}:${report.restaurantId}`;
    await tx`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    const [row] = await tx<(WaitReportRow & { replaced: boolean })[]>`
      with replaced as (
        delete from wait_reports
        where provider = ${report.provider} and restaurant_id = ${report.restaurantId}
          and client_hash = ${clientHash} and created_at > ${since} and created_at <= ${now}
        returning 1
      )
      insert into wait_reports (
        provider, restaurant_id, wait_minutes, party_size, client_hash, created_at
      ) values (
        ${report.provider}, ${report.restaurantId}, ${report.waitMinutes}, ${report.partySize},
        ${clientHash}, ${now}
      )
      returning id, provider, restaurant_id, wait_minutes, party_size, created_at,
                exists (select 1 from replaced) as replaced`;
    return { report: toStoredWaitReport(row!), replaced: row!.replaced };
  });
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
