import postgres from 'postgres';
import type { Sql } from '../src/db/client';
import type { ProviderSearch } from '../src/providers/listing-provider';
import { searchPlaces } from '../src/places/read-places';

/** The GiST indexes on the stored point (0006, and 0028's covering one) that earth_box must use. */
export const EARTH_INDEX = /catalog_restaurants_(earth_point|point_listed)_idx/;

interface SentQuery {
  text: string;
  parameters: unknown[];
  types: number[];
}

/**
 * The search statement searchPlaces really sends, caught with postgres.js's debug hook:
 * explaining a hand-copied query would miss a change to the real one. (A fresh connection
 * first sends its own catalog query for array types; that one is skipped.)
 */
async function captureSearch(url: string, search: ProviderSearch, now: Date): Promise<SentQuery> {
  const sent: SentQuery[] = [];
  const spy = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    debug: (_connection, text, parameters, types) => sent.push({ text, parameters, types }),
  });
  try {
    await searchPlaces(spy, search, now);
  } finally {
    await spy.end();
  }
  const statement = sent.find((query) => /from catalog_restaurants/.test(query.text));
  if (!statement) throw new Error('searchPlaces sent no query on catalog_restaurants');
  return statement;
}

export interface SearchPlan {
  lines: string[];
  /** The plan a prepared statement falls back to after five runs, when it looks as cheap. */
  genericLines: string[];
  genericUsesEarthIndex: boolean;
  usesEarthIndex: boolean;
  seqScan: boolean;
  executionMs: number | undefined;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement searchPlaces sends for `search`. */
export async function explainSearch(
  sql: Sql,
  url: string,
  search: ProviderSearch,
  now: Date,
): Promise<SearchPlan> {
  const query = await captureSearch(url, search, now);
  const parameters = query.parameters.map((value, index) =>
    sql.typed(value as postgres.SerializableParameter, query.types[index]),
  );
  const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `explain (analyze, buffers) ${query.text}`,
    parameters,
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  const generic = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `explain (generic_plan) ${query.text}`,
  );
  const genericLines = generic.map((row) => row['QUERY PLAN']);
  const execution = lines.join('\n').match(/Execution Time: ([\d.]+) ms/);
  return {
    lines,
    genericLines,
    genericUsesEarthIndex: genericLines.some((line) => EARTH_INDEX.test(line)),
    usesEarthIndex: lines.some((line) => EARTH_INDEX.test(line)),
    seqScan: lines.some((line) => /Seq Scan on catalog_restaurants/.test(line)),
    executionMs: execution ? Number(execution[1]) : undefined,
  };
}
