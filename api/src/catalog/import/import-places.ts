import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '../../db/client';
import type { NewPlace } from '../../places/place';
import { chunk, writePlaces } from '../../places/write-places';
import type { PlaceCandidate, SkippedRow } from './place-candidate';
import { readCsvPlaces } from './read-csv-places';
import { readOverpassPlaces } from './read-overpass-places';
import { validatePlaceCandidate } from './validate-place-candidate';

export type ImportFormat = 'osm' | 'csv';

export interface ImportOptions {
  /** Called after every batch with rows processed so far and rows in the file. */
  onProgress?: (processed: number, total: number) => void;
  batchSize?: number;
  /** Credit for CSV data (OpenStreetMap data always carries its ODbL credit). */
  attribution?: string;
  license?: string | null;
}

export interface ImportSummary {
  format: ImportFormat;
  /** Rows (CSV records or Overpass elements) in the file. */
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Skip reasons, most frequent first, with the first few rows of each. */
  skipReasons: { reason: string; count: number; examples: string[] }[];
  remark?: string;
}

const EXAMPLES_PER_REASON = 5;

function formatOf(file: string, text: string): ImportFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'osm';
  if (extension === '.csv') return 'csv';
  return text.trimStart().startsWith('{') ? 'osm' : 'csv';
}

function summariseSkips(skipped: readonly SkippedRow[]): ImportSummary['skipReasons'] {
  const byReason = new Map<string, { count: number; examples: string[] }>();
  for (const row of skipped) {
    const entry = byReason.get(row.reason) ?? { count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < EXAMPLES_PER_REASON) {
      entry.examples.push(row.detail === undefined ? row.ref : `${row.ref} (${row.detail})`);
    }
    byReason.set(row.reason, entry);
  }
  return [...byReason.entries()]
    .map(([reason, entry]) => ({ reason, ...entry }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * Imports pizza places from the text of an Overpass JSON export or a CSV file into
 * the catalog, in one transaction. Safe to run again: rows upsert on (source,
 * source_id), so a second run of the same file adds nothing.
 */
export async function importPlaces(
  sql: Sql,
  text: string,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  let candidates: PlaceCandidate[];
  const skipped: SkippedRow[] = [];
  let remark: string | undefined;
  if (format === 'osm') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`The file is not valid JSON: ${(error as Error).message}`);
    }
    const read = readOverpassPlaces(json);
    candidates = read.candidates;
    skipped.push(...read.skipped);
    remark = read.remark;
  } else {
    candidates = readCsvPlaces(text, options);
  }
  const total = candidates.length + skipped.length;
  const counts = { imported: 0, updated: 0, unchanged: 0 };
  const seen = new Set<string>();
  let processed = skipped.length;
  await sql.begin(async (tx) => {
    for (const batch of chunk(candidates, options.batchSize ?? 500)) {
      const places: NewPlace[] = [];
      for (const candidate of batch) {
        const result = validatePlaceCandidate(candidate);
        if ('skipped' in result) skipped.push(result.skipped);
        else if (seen.has(result.place.source_id)) {
          skipped.push({ ref: candidate.ref, reason: 'duplicate of an earlier row in this file' });
        } else {
          seen.add(result.place.source_id);
          places.push(result.place);
        }
      }
      const written = await writePlaces(tx, places);
      counts.imported += written.inserted;
      counts.updated += written.updated;
      counts.unchanged += written.unchanged;
      processed += batch.length;
      options.onProgress?.(processed, total);
    }
  });
  return {
    format,
    read: total,
    ...counts,
    skipped: skipped.length,
    skipReasons: summariseSkips(skipped),
    ...(remark ? { remark } : {}),
  };
}

/** importPlaces for a file; the format follows the extension (.json → Overpass, .csv → CSV). */
export async function importPlacesFile(
  sql: Sql,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const text = await readFile(file, 'utf8');
  return importPlaces(sql, text, formatOf(file, text), options);
}
