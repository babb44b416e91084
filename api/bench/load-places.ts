import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NewPlace } from '../src/places/place';
import { writePlaces } from '../src/places/write-places';
import type { Sql } from '../src/db/client';
import type { createPlaceCloner } from './clone-places';
import { COPY_RESTAURANTS } from './copy-format';

/** Rows per COPY statement: each commits on its own, and progress is printed between them. */
const ROWS_PER_COPY = 100_000;

export interface LoadResult {
  rows: number;
  milliseconds: number;
}

/** Generated places written the way the sample seed writes them: multi-row inserts. */
export async function insertPlaces(sql: Sql, places: readonly NewPlace[]): Promise<LoadResult> {
  const started = performance.now();
  await writePlaces(sql, places);
  return { rows: places.length, milliseconds: performance.now() - started };
}

/**
 * Streams `count` clones into the table with COPY FROM STDIN, numbered from `first`.
 * The pipeline waits whenever the server falls behind, so memory stays flat.
 */
export async function copyClones(
  sql: Sql,
  cloner: ReturnType<typeof createPlaceCloner>,
  first: number,
  count: number,
  progress: (done: number, milliseconds: number) => void,
): Promise<LoadResult> {
  const started = performance.now();
  for (let done = 0; done < count;) {
    const rows = Math.min(ROWS_PER_COPY, count - done);
    const writable = await sql.unsafe(COPY_RESTAURANTS).writable();
    await pipeline(Readable.from(cloner.chunks(first + done, rows)), writable);
    done += rows;
    progress(done, performance.now() - started);
  }
  return { rows: count, milliseconds: performance.now() - started };
}

/**
 * The table as autovacuum leaves it a minute after a big load (PostgreSQL 13+ vacuums after
 * many inserts): fresh planner statistics, and the visibility map set, so the covering
 * indexes answer by index-only scans (migrations 0027, 0028).
 */
export async function analyze(sql: Sql): Promise<number> {
  const started = performance.now();
  await sql`vacuum (analyze) catalog_restaurants`;
  return performance.now() - started;
}
