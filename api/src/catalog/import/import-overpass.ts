import type { JSONValue } from 'postgres';
import type { Sql } from '../../db/client';
import type { OverpassClient } from './fetch-overpass';
import { importBatches, type ImportSummary } from './import-places';
import type { OverpassArea, OverpassPlan } from './overpass-areas';
import { readOverpassPlaces } from './read-overpass-places';

export interface OverpassImportOptions {
  client: OverpassClient;
  keepSample?: boolean;
  /** Let each area's refresh remove most or all of its places (ImportOptions.allowRemovals). */
  allowRemovals?: boolean;
  /** Forget the areas an unfinished earlier run of the same plan finished, and ask again. */
  restart?: boolean;
  /** Before each area: its position, and places written so far in this run. */
  onArea?: (info: { index: number; count: number; area: OverpassArea; resumed: boolean }) => void;
  /** After each area, with its summary (an area an earlier run did included). */
  onAreaDone?: (summary: ImportSummary) => void;
  /** After each batch of an area. */
  onProgress?: (processed: number, total: number | undefined) => void;
}

export interface OverpassImportResult {
  label: string;
  /** One summary per area, in plan order, including those an earlier run finished. */
  areas: { key: string; label: string; summary: ImportSummary; resumed: boolean }[];
  /** Areas an earlier, unfinished run had done and this one skipped. */
  resumed: number;
}

/**
 * Imports a plan's areas from Overpass, one query at a time and in order. Each area is
 * its own importBatches run with its own scope, so an area is refreshed only from a
 * complete answer for it. Each finished area is recorded (import_progress): when a run
 * stops, the next run of the same plan starts with the first area not finished, unless
 * `restart`. A run that gets through every area clears its record.
 */
export async function importOverpass(
  sql: Sql,
  plan: OverpassPlan,
  options: OverpassImportOptions,
): Promise<OverpassImportResult> {
  if (options.restart) await sql`delete from import_progress where run_key = ${plan.runKey}`;
  const done = new Map(
    (
      await sql<{ area_key: string; summary: ImportSummary }[]>`
        select area_key, summary from import_progress where run_key = ${plan.runKey}`
    ).map((row) => [row.area_key, row.summary]),
  );
  const result: OverpassImportResult = { label: plan.label, areas: [], resumed: 0 };
  for (const [index, area] of plan.areas.entries()) {
    const earlier = done.get(area.scope.key);
    options.onArea?.({ index, count: plan.areas.length, area, resumed: earlier !== undefined });
    if (earlier) {
      result.resumed += 1;
      result.areas.push({
        key: area.scope.key,
        label: area.scope.label,
        summary: earlier,
        resumed: true,
      });
      options.onAreaDone?.(earlier);
      continue;
    }
    const json = await options.client(area.query, area.scope.label);
    const read = readOverpassPlaces(json);
    const summary = await importBatches(sql, [read], 'osm', {
      scope: area.scope,
      keepSample: options.keepSample,
      allowRemovals: options.allowRemovals,
      total: read.candidates.length + read.skipped.length,
      onProgress: options.onProgress,
    });
    // One area of many is worth remembering; a single-area run has nothing to resume.
    if (plan.areas.length > 1) {
      await sql`
        insert into import_progress (run_key, area_key, summary)
        values (${plan.runKey}, ${area.scope.key}, ${sql.json(summary as unknown as JSONValue)})
        on conflict (run_key, area_key) do update set summary = excluded.summary, finished_at = now()`;
    }
    result.areas.push({ key: area.scope.key, label: area.scope.label, summary, resumed: false });
    options.onAreaDone?.(summary);
  }
  await sql`delete from import_progress where run_key = ${plan.runKey}`;
  return result;
}

/** The areas' summaries added up, for one closing report. */
export function totalSummary(result: OverpassImportResult): ImportSummary {
  const total: ImportSummary = {
    format: 'osm',
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    restored: 0,
    removed: 0,
    merged: 0,
    sampleRemoved: 0,
    skipped: 0,
    skipReasons: [],
  };
  const reasons = new Map<string, { count: number; examples: string[] }>();
  const remarks: string[] = [];
  for (const { summary, label } of result.areas) {
    for (const key of [
      'read',
      'imported',
      'updated',
      'unchanged',
      'restored',
      'removed',
      'merged',
      'sampleRemoved',
      'skipped',
    ] as const) {
      // A state recorded before restored was counted has none.
      total[key] += summary[key] ?? 0;
    }
    for (const { reason, count, examples } of summary.skipReasons) {
      const entry = reasons.get(reason) ?? { count: 0, examples: [] };
      entry.count += count;
      entry.examples.push(...examples.slice(0, Math.max(0, 5 - entry.examples.length)));
      reasons.set(reason, entry);
    }
    if (summary.remark) remarks.push(`${label}: ${summary.remark}`);
  }
  total.skipReasons = [...reasons.entries()]
    .map(([reason, entry]) => ({ reason, ...entry }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  if (remarks.length > 0) total.remark = remarks.join('; ');
  return total;
}
