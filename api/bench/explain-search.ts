import postgres from 'postgres';
import type { Sql } from '../src/db/client';
import type { ProviderSearch } from '../src/providers/listing-provider';
import { searchPlaces } from '../src/places/read-places';

/** The GiST indexes on the stored point (0006, and 0028's covering one) that earth_box must use. */
export const EARTH_INDEX = /catalog_restaurants_(earth_point|point_listed)_idx/;

export interface SentQuery {
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
  const [statement] = await captureStatements(url, search, now);
  if (!statement) throw new Error('searchPlaces sent no query on catalog_restaurants');
  return statement;
}

/** Every statement on the catalog that searchPlaces sends for `search`, in order. */
async function captureStatements(
  url: string,
  search: ProviderSearch,
  now: Date,
): Promise<SentQuery[]> {
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
  return sent.filter((query) => /from catalog_restaurants/.test(query.text));
}

/** A captured statement's parameters, typed as sent (json ones are sent already serialised). */
export function typedParameters(sql: Sql, statement: SentQuery) {
  return statement.parameters.map((value, index) => {
    const type = statement.types[index];
    const json = (type === 114 || type === 3802) && typeof value === 'string';
    return sql.typed((json ? JSON.parse(value) : value) as postgres.SerializableParameter, type);
  });
}

/** What a search costs the database, steadier on a shared machine than its wall time. */
export interface SearchWork {
  /** Shared buffers touched (hit or read) by every statement of the search. */
  blocks: number;
  /** The server's execution time of those statements, without planning or the round trips. */
  executionMs: number;
  /**
   * Index entries and rows the scans of the catalog read (returned or dropped by a filter):
   * what the work follows, whatever the load.
   */
  entriesRead: number;
  /** Execution time of the total counted apart (an init plan), 0 when counted in the ranking. */
  countMs: number;
  /** The server's planning time of those statements (each search is planned for its values). */
  planningMs: number;
  /** Statements sent, and rows the last one returned (the page's full rows, or the count). */
  statements: number;
  pageRows: number;
}

/** A node of EXPLAIN (ANALYZE, FORMAT JSON)'s plan tree, with the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Actual Total Time': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** Entries and rows read by the plan's scans of the catalog (a bitmap's heap scan counted once). */
function entriesRead(plan: PlanNode): number {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === 'catalog_restaurants')
    .reduce(
      (sum, node) =>
        sum +
        node['Actual Rows'] * node['Actual Loops'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0),
      0,
    );
}

/** Time spent in the plan's init plans (the total counted apart), in milliseconds. */
function initPlanMs(plan: PlanNode): number {
  return planNodes(plan)
    .filter((node) => node['Parent Relationship'] === 'InitPlan')
    .reduce((sum, node) => sum + node['Actual Total Time'] * node['Actual Loops'], 0);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement searchPlaces sends for `search`, summed. */
export async function searchWork(
  sql: Sql,
  url: string,
  search: ProviderSearch,
  now: Date,
): Promise<SearchWork> {
  const work = {
    blocks: 0,
    executionMs: 0,
    entriesRead: 0,
    countMs: 0,
    planningMs: 0,
    statements: 0,
    pageRows: 0,
  };
  for (const statement of await captureStatements(url, search, now)) {
    const [row] = await sql.unsafe<{ 'QUERY PLAN': [ExplainedPlan] }[]>(
      `explain (analyze, buffers, format json) ${statement.text}`,
      typedParameters(sql, statement),
    );
    const [explained] = row['QUERY PLAN'];
    work.blocks += explained.Plan['Shared Hit Blocks'] + explained.Plan['Shared Read Blocks'];
    work.executionMs += explained['Execution Time'];
    work.entriesRead += entriesRead(explained.Plan);
    work.countMs += initPlanMs(explained.Plan);
    work.planningMs += explained['Planning Time'];
    work.statements += 1;
    work.pageRows = explained.Plan['Actual Rows'];
  }
  return work;
}

interface ExplainedPlan {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
}

/**
 * The one plan a prepared statement may switch to after five runs. PREPARE with
 * plan_cache_mode = force_generic_plan works on every supported PostgreSQL (EXPLAIN
 * (GENERIC_PLAN) needs 16+, and CI's server is 15).
 */
export async function genericPlan(sql: Sql, statement: SentQuery): Promise<string[]> {
  const { text, parameters, types } = statement;
  const connection = await sql.reserve();
  try {
    const typeNames = await Promise.all(
      types.map(async (oid) => {
        const [{ name }] = await connection<
          { name: string }[]
        >`select format_type(${oid}::oid, null) as name`;
        return name;
      }),
    );
    await connection.unsafe(`prepare plan_probe (${typeNames.join(', ')}) as ${text}`);
    await connection.unsafe('set plan_cache_mode = force_generic_plan');
    // EXPLAIN takes no bind parameters: pass each value as a quoted, typed literal.
    const literals = await Promise.all(
      parameters.map(async (value, index) => {
        const typed = connection.typed(value as postgres.SerializableParameter, types[index]);
        const [{ literal }] = await connection<{ literal: string }[]>`
          select quote_nullable(${typed}::text) as literal`;
        return `${literal}::${typeNames[index]}`;
      }),
    );
    const rows = await connection.unsafe<{ 'QUERY PLAN': string }[]>(
      `explain execute plan_probe(${literals.join(', ')})`,
    );
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await connection.unsafe('deallocate plan_probe').catch(() => undefined);
    await connection.unsafe('reset plan_cache_mode').catch(() => undefined);
    connection.release();
  }
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
  const parameters = typedParameters(sql, query);
  const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `explain (analyze, buffers) ${query.text}`,
    parameters,
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  const genericLines = await genericPlan(sql, query);
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
