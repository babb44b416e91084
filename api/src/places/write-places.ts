import type postgres from 'postgres';
import { PLACE_COLUMNS, type NewPlace } from './place';
import { textFactsOf } from './source-text-facts';

type Db = postgres.Sql | postgres.TransactionSql;

/** Rows are sent in slices: one statement may carry at most 65,535 parameters. */
const INSERT_BATCH_SIZE = 500;

export function chunk<T>(items: readonly T[], size = INSERT_BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

// postgres.js wants JSON-shaped values; our interfaces are, but lack index signatures.
function json(sql: Db, value: unknown): postgres.Parameter {
  return sql.json(value as postgres.JSONValue);
}

/** A place as parameters for a multi-row `sql(rows, columns)` insert. */
export function toPlaceParameters(sql: Db, place: NewPlace) {
  return {
    ...place,
    ...textFactsOf(place),
    // Only an import from a source that names it sets it; other writers leave it out.
    source_neighbourhood: place.source_neighbourhood ?? null,
    categories: json(sql, place.categories),
  };
}

/**
 * What an upsert replaces: everything the source states. The source's rating and count go
 * to source_rating and source_review_count (set from rating and review_count by a trigger,
 * 0013); rating and review_count themselves are worked out again by recount_catalog_place.
 */
const UPDATED_COLUMNS = [
  ...PLACE_COLUMNS.filter(
    (column) => !['source', 'source_id', 'is_sample', 'rating', 'review_count'].includes(column),
  ),
  'source_rating',
  'source_review_count',
];
// Column names are the constants above, never input: safe to write into the statement.
const SET_LIST = UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
const CURRENT = UPDATED_COLUMNS.map((column) => `catalog_restaurants.${column}`).join(', ');
const EXCLUDED = UPDATED_COLUMNS.map((column) => `excluded.${column}`).join(', ');

export interface WriteOptions {
  /** created_at and updated_at of the rows written; the database's now() otherwise. */
  at?: Date;
  /**
   * The import run writing them: a row inserted or updated is marked seen by it in the same
   * statement, so the refresh does not write it a second time. A removed row is listed
   * again by markSeen, which tells the run it came back.
   */
  run?: string;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of the rows inserted or updated (an unchanged row's is not among them). */
  ids: string[];
}

/**
 * The one writer of places (the importers, the sample seed and staff approval): inserts
 * places, or updates the row with the same (source, source_id), in batches of
 * INSERT_BATCH_SIZE. Rows whose data did not change are left alone, updated_at included.
 * The places must have distinct source ids: one statement cannot update a row twice.
 */
export async function writePlaces(
  sql: Db,
  places: readonly NewPlace[],
  options: WriteOptions = {},
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, ids: [] };
  for (const batch of chunk(places)) {
    const written = await writeBatch(sql, batch, options);
    counts.inserted += written.inserted;
    counts.updated += written.updated;
    counts.unchanged += written.unchanged;
    counts.ids.push(...written.ids);
  }
  return counts;
}

async function writeBatch(
  sql: Db,
  places: readonly NewPlace[],
  { at, run }: WriteOptions,
): Promise<WriteCounts> {
  if (places.length === 0) return { inserted: 0, updated: 0, unchanged: 0, ids: [] };
  const rows = places.map((place) => ({
    ...toPlaceParameters(sql, place),
    ...(at ? { created_at: at, updated_at: at } : {}),
    ...(run ? { last_seen_run: run } : {}),
  }));
  const columns: (keyof (typeof rows)[number])[] = [
    ...(places.every((place) => place.id !== undefined) ? (['id'] as const) : []),
    ...PLACE_COLUMNS,
    ...(at ? (['created_at', 'updated_at'] as const) : []),
    ...(run ? (['last_seen_run'] as const) : []),
  ];
  // xmax is 0 on a freshly inserted row version and set on an updated one.
  const written = await sql<{ id: string; inserted: boolean }[]>`
    insert into catalog_restaurants ${sql(rows, ...columns)}
    on conflict (source, source_id) do update set
      ${sql.unsafe(SET_LIST)}, updated_at = ${at ?? sql`now()`}
      ${run ? sql`, last_seen_run = excluded.last_seen_run` : sql``}
    where (${sql.unsafe(CURRENT)}) is distinct from (${sql.unsafe(EXCLUDED)})
    returning id, (xmax = 0) as inserted`;
  // An updated place's rating is worked out again: the source's new totals and the reviews
  // visitors wrote here (one rule, migration 0013). A new place's is what its source states.
  const updatedIds = written.filter((row) => !row.inserted).map((row) => row.id);
  if (updatedIds.length > 0) {
    await sql`select recount_catalog_place(id) from unnest(${sql.array(updatedIds)}::uuid[]) as id`;
  }
  const inserted = written.filter((row) => row.inserted).length;
  return {
    inserted,
    updated: written.length - inserted,
    unchanged: places.length - written.length,
    ids: written.map((row) => row.id),
  };
}
