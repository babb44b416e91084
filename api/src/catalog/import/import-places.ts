import { randomUUID } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '../../db/client';
import { markCatalogChanged } from '../../places/catalog-changes';
import type { NewPlace, PlaceSource } from '../../places/place';
import {
  markSeen,
  type RefreshArea,
  placeBatch,
  retireSample,
  retireUnseen,
  withStoredCredits,
  writeCredits,
} from '../../places/refresh-places';
import { chunk, writePlaces } from '../../places/write-places';
import { CsvFileError } from './parse-csv';
import type { PlaceCandidate, SkippedRow } from './place-candidate';
import { CSV_DEFAULT_ATTRIBUTION, readCsvPlaces, readCsvPlacesFile } from './read-csv-places';
import { incompleteAnswerRemark, readOverpassPlaces } from './read-overpass-places';
import { countParquetRows, readOverturePlacesFile } from './read-overture-places';
import { validatePlaceCandidate } from './validate-place-candidate';

/** A file's format, named by the source its rows come from. */
export type ImportFormat = Extract<PlaceSource, 'osm' | 'overture' | 'csv'>;

/** What a reader hands the importer at a time: candidates to write and rows it skipped. */
export interface ReadBatch {
  candidates: PlaceCandidate[];
  skipped: SkippedRow[];
  /** Overpass reports timeouts and memory limits in a 200 answer with a remark. */
  remark?: string;
}

/**
 * The area one run refreshes (decision 0033): stored places of `source` inside it that the
 * run did not see leave the site (removed_at set, the page answers 410).
 */
export interface ImportScope {
  /** Stable key of the area at its source, e.g. 'osm:US-IL' or 'osm:city:chicago-il'. */
  key: string;
  source: PlaceSource;
  /** As people name it: 'Chicago, IL', 'Illinois', 'the United States'. */
  label: string;
  /** Which stored places lie inside it. */
  area: RefreshArea;
  /**
   * Of a source several providers share (every CSV file is `csv`), whose places the refresh
   * covers: their attribution. Set by the importer from the run's credit.
   */
  provider?: string;
}

export interface ImportOptions {
  /** Called after every batch with rows processed so far and rows expected (when known). */
  onProgress?: (processed: number, total: number | undefined) => void;
  batchSize?: number;
  /** Credit for CSV data (OpenStreetMap data always carries its ODbL credit). */
  attribution?: string;
  license?: string | null;
  /** Rows expected in all, for progress (a reader that knows it says). */
  total?: number;
  /** The area this run refreshes; without it nothing is removed. */
  scope?: ImportScope;
  /** Keep the sample catalog after a real import (it is removed otherwise). */
  keepSample?: boolean;
  /**
   * Let the refresh remove every place of its area, or more than half of ten or more: a
   * run refuses that otherwise (isSuspectRefresh), taking it for a bad answer.
   */
  allowRemovals?: boolean;
  /** When the run's removals happen (the injected clock); now otherwise. */
  at?: Date;
}

export interface ImportSummary {
  format: ImportFormat;
  /** Rows (CSV records, Overpass elements, Parquet rows) read. */
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  /** Places removed by an earlier run that the source lists again (same id, back on the site). */
  restored: number;
  /** Stored places of the refreshed area the source no longer has. */
  removed: number;
  /** Rows that are a place another source already gave (credited on that place). */
  merged: number;
  /** Sample places removed because real ones arrived. */
  sampleRemoved: number;
  skipped: number;
  /** Skip reasons, most frequent first, with the first few rows of each. */
  skipReasons: { reason: string; count: number; examples: string[] }[];
  remark?: string;
}

const EXAMPLES_PER_REASON = 5;

/**
 * A file's format: by its extension (.json Overpass, .csv CSV, .parquet Overture), else by
 * its first character ('{' starts an Overpass answer; anything else is read as CSV).
 */
export async function fileFormat(file: string): Promise<ImportFormat> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'osm';
  if (extension === '.csv') return 'csv';
  if (extension === '.parquet') return 'overture';
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('{')
      ? 'osm'
      : 'csv';
  } finally {
    await handle.close();
  }
}

/**
 * Skipped rows as the summary reports them, counted as they come: a reason's count and its
 * first few rows, so a file with 100,000 bad rows keeps a few dozen in memory, not all.
 */
class SkipSummary {
  #byReason = new Map<string, { count: number; examples: string[] }>();
  total = 0;

  add(row: SkippedRow): void {
    const entry = this.#byReason.get(row.reason) ?? { count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < EXAMPLES_PER_REASON) {
      entry.examples.push(row.detail === undefined ? row.ref : `${row.ref} (${row.detail})`);
    }
    this.#byReason.set(row.reason, entry);
    this.total += 1;
  }

  /** Reasons, most frequent first. */
  reasons(): ImportSummary['skipReasons'] {
    return [...this.#byReason.entries()]
      .map(([reason, entry]) => ({ reason, ...entry }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  }
}

/** A run stopped part-way: the batches before the failing one stay written, nothing is removed. */
export class ImportStoppedError extends Error {
  constructor(
    readonly batchesWritten: number,
    readonly rowsRead: number,
    cause: unknown,
  ) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/[.\s]+$/, '');
    // A fault in the file stops every run at the same line until the file is fixed.
    const next =
      cause instanceof CsvFileError
        ? `Fix line ${cause.line} of the file, then run the same command again (the rows already written are matched, not added twice).`
        : 'Run the same command again to finish.';
    super(
      `The import stopped after ${batchesWritten} batch${batchesWritten === 1 ? '' : 'es'} ` +
        `(${rowsRead} rows) were written: ${reason}. Nothing was removed. ${next}`,
      { cause },
    );
    this.name = 'ImportStoppedError';
  }
}

/**
 * Whether a refresh's removals look like a bad answer (empty, cut short, the wrong area)
 * rather than places that closed: all the area's places, or more than half of ten or more.
 */
export function isSuspectRefresh(removed: number, listed: number): boolean {
  if (removed === 0) return false;
  return removed >= listed || (listed >= 10 && removed > listed / 2);
}

/** A refresh refused by isSuspectRefresh: nothing was removed. */
export class TooManyRemovalsError extends Error {
  readonly code = 'TOO_MANY_REMOVALS';

  constructor(
    areaLabel: string,
    readonly removed: number,
    readonly listed: number,
    /** Of `removed`, places another source still lists (they would stay, under that source). */
    readonly handedOver = 0,
  ) {
    const kept =
      handedOver > 0 ? ` (${handedOver} of them would stay, listed only by another source)` : '';
    super(
      `Refreshing ${areaLabel} would remove ${removed} of its ${listed} places${kept}: more likely ` +
        'an empty or incomplete answer than closures. Nothing was removed. Check the source; ' +
        'to remove them anyway, run the command again with --allow-removals.',
    );
    this.name = 'TooManyRemovalsError';
  }
}

/**
 * A saved Overpass answer cut short (a runtime-error remark) cannot refresh an area: the
 * places it lacks may still exist. Refused before anything is written, as --overpass
 * refuses such an answer.
 */
export class IncompleteAnswerError extends Error {
  readonly code = 'INCOMPLETE_ANSWER';

  constructor(areaLabel: string, remark: string) {
    super(
      `This Overpass answer is incomplete (remark: "${remark}"). Nothing of ${areaLabel} was ` +
        'changed: refreshing it from a partial answer would remove places that still exist. ' +
        'Export the area again (a longer [timeout:N]), or import the file without --area to ' +
        'add and update places only.',
    );
    this.name = 'IncompleteAnswerError';
  }
}

/**
 * Imports pizza places from a reader's batches: each batch is validated and written in
 * its own transaction (nothing half-written; the site keeps serving). Safe to run again:
 * rows upsert on (source, source_id), so a second run of the same data adds nothing.
 * A new place another source already gave nearby under a similar name is credited on
 * that place instead (one place, not three). With a scope, the run's area is refreshed
 * once every batch is written: its places the source no longer has leave the site, unless
 * they are all of its places or most of them (TooManyRemovalsError, without
 * allowRemovals). A real import retires the sample catalog (decision 0033).
 */
export async function importBatches(
  sql: Sql,
  batches: AsyncIterable<ReadBatch> | Iterable<ReadBatch>,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const source = options.scope?.source ?? format;
  // CSV files of different providers share the source: a refresh covers its provider's only.
  if (options.scope && source === 'csv') {
    const provider = options.attribution ?? CSV_DEFAULT_ATTRIBUTION;
    options = { ...options, scope: { ...options.scope, provider } };
  }
  // Two runs over one area at once would each take the other's places for unseen: the
  // second waits. A session lock, so it is held on one reserved connection for the run.
  const lockKey = `import:${options.scope?.key ?? source}${options.scope?.provider ? `:${options.scope.provider}` : ''}`;
  // The lock holds one connection for the run and each batch takes another: a one-connection
  // pool would wait on itself for ever.
  if (sql.options.max < 2)
    throw new Error('An import needs a database pool of two connections or more.');
  const lock = await sql.reserve();
  try {
    await lock`select pg_advisory_lock(hashtext(${lockKey}))`;
    return await importLocked(sql, batches, format, source, options);
  } finally {
    await lock`select pg_advisory_unlock(hashtext(${lockKey}))`.catch(() => undefined);
    lock.release();
  }
}

async function importLocked(
  sql: Sql,
  batches: AsyncIterable<ReadBatch> | Iterable<ReadBatch>,
  format: ImportFormat,
  source: PlaceSource,
  options: ImportOptions,
): Promise<ImportSummary> {
  const skipped = new SkipSummary();
  const keepStoredCredits =
    format === 'csv' && options.attribution === undefined && options.license === undefined;
  let remark: string | undefined;
  const counts = { imported: 0, updated: 0, unchanged: 0, restored: 0, merged: 0 };
  // Source ids of this run already met: a file naming one twice is an error in the file.
  // (A string per row: 100,000 rows stay a few megabytes.)
  const seen = new Set<string>();
  const run = randomUUID();
  // Recorded before the first batch: the places this run marks seen belong to its area.
  if (options.scope)
    await sql`insert into import_runs (run, scope_key) values (${run}, ${options.scope.key})`;
  let processed = 0;
  let batchesWritten = 0;
  try {
    for await (const read of batches) {
      if (read.remark) remark = read.remark;
      for (const row of read.skipped) skipped.add(row);
      processed += read.skipped.length;
      for (const batch of chunk(read.candidates, options.batchSize ?? 500)) {
        const places: NewPlace[] = [];
        for (const candidate of batch) {
          const result = validatePlaceCandidate(candidate);
          if ('skipped' in result) skipped.add(result.skipped);
          else if (seen.has(result.place.source_id)) {
            skipped.add({ ref: candidate.ref, reason: 'duplicate of an earlier row in this file' });
          } else {
            seen.add(result.place.source_id);
            places.push(result.place);
          }
        }
        const written = await sql.begin(async (tx) => {
          // No credit given: places already stored keep theirs (a CSV run again without
          // --attribution); new ones get the reader's default.
          const credited = keepStoredCredits ? await withStoredCredits(tx, places) : places;
          const placement = await placeBatch(tx, credited);
          const own = await writePlaces(tx, placement.own, { run });
          const restored = new Set(await markSeen(tx, placement.own, run));
          const restoredByCredit = await writeCredits(tx, placement.credited, run);
          const merged = placement.credited.filter((entry) => entry.merged).length;
          // A place listed again counts as restored, whether or not its data changed too.
          const restoredUpdated = own.ids.filter((id) => restored.has(id)).length;
          return {
            imported: own.inserted,
            updated: own.updated - restoredUpdated,
            unchanged:
              own.unchanged -
              (restored.size - restoredUpdated) +
              (placement.credited.length - merged - restoredByCredit),
            restored: restored.size + restoredByCredit,
            merged,
          };
        });
        for (const key of Object.keys(counts) as (keyof typeof counts)[])
          counts[key] += written[key];
        batchesWritten += 1;
        processed += batch.length;
        options.onProgress?.(processed, options.total);
      }
    }
  } catch (error) {
    throw new ImportStoppedError(batchesWritten, processed, error);
  }
  const placesSeen =
    counts.imported + counts.updated + counts.unchanged + counts.restored + counts.merged;
  const changed = counts.imported + counts.updated + counts.restored + counts.merged;
  const at = options.at ?? new Date();
  let retired;
  try {
    retired = await sql.begin(async (tx) => {
      const { scope } = options;
      const refresh = scope
        ? await retireUnseen(tx, source, scope, run, at)
        : { removed: 0, handedOver: 0, listed: 0 };
      // A place handed over to another source leaves this source's listing too: an empty
      // answer for an area whose places were all merged must still stop here.
      const dropped = refresh.removed + refresh.handedOver;
      // Thrown inside the transaction: the removals roll back.
      if (scope && !options.allowRemovals && isSuspectRefresh(dropped, refresh.listed))
        throw new TooManyRemovalsError(scope.label, dropped, refresh.listed, refresh.handedOver);
      const sampleRemoved =
        placesSeen > 0 ? await retireSample(tx, options.keepSample ?? false, at) : 0;
      return { removed: refresh.removed, sampleRemoved };
    });
  } catch (error) {
    // The batches written stay: servers must still learn of them.
    if (changed > 0) await markCatalogChanged(sql);
    throw error;
  }
  const { removed, sampleRemoved } = retired;
  // Servers watching catalog_state drop their kept answers (CATALOG_WATCH_SECONDS).
  if (changed + removed + sampleRemoved > 0) await markCatalogChanged(sql);
  return {
    format,
    read: processed,
    imported: counts.imported,
    updated: counts.updated,
    unchanged: counts.unchanged,
    restored: counts.restored,
    removed,
    merged: counts.merged,
    sampleRemoved,
    skipped: skipped.total,
    skipReasons: skipped.reasons(),
    ...(remark ? { remark } : {}),
  };
}

/** Reads the whole text of an Overpass JSON export or a CSV file as one batch. */
function readText(text: string, format: ImportFormat, options: ImportOptions): ReadBatch {
  if (format === 'osm') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`The file is not valid JSON: ${(error as Error).message}`);
    }
    return readOverpassPlaces(json);
  }
  if (format === 'csv') return { candidates: readCsvPlaces(text, options), skipped: [] };
  throw new Error(`A ${format} file is read from its path, not from text.`);
}

/** importBatches for the text of an Overpass JSON export or a CSV file. */
export async function importPlaces(
  sql: Sql,
  text: string,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const read = readText(text, format, options);
  const remark = incompleteAnswerRemark(read);
  if (remark && options.scope) throw new IncompleteAnswerError(options.scope.label, remark);
  return importBatches(sql, [read], format, {
    total: read.candidates.length + read.skipped.length,
    ...options,
  });
}

/**
 * importPlaces for a file; the format follows the extension (.json → Overpass, .csv → CSV,
 * .parquet → Overture Maps places, streamed in batches).
 */
export async function importPlacesFile(
  sql: Sql,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const format = await fileFormat(file);
  // A CSV file is streamed in batches (constant memory at any size); its row count is not
  // known before the end, so progress counts rows so far.
  if (format === 'csv') return importBatches(sql, readCsvPlacesFile(file, options), 'csv', options);
  if (format === 'overture') {
    return importBatches(sql, readOverturePlacesFile(file, options), 'overture', {
      total: await countParquetRows(file),
      ...options,
    });
  }
  return importPlaces(sql, await readFile(file, 'utf8'), 'osm', options);
}
