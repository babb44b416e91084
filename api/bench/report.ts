import type { Sql } from '../src/db/client';
import type { SearchPlan } from './explain-search';
import { formatTable, ms, summarize, type Run } from './measure';

const log = (message: string) => console.log(message);
export const count = (value: number) => value.toLocaleString('en-US');

export interface SizeResult {
  rows: number;
  service: Run;
  http: Run;
  plan: SearchPlan;
}

/** The latency table, the breakdown by kind of search, and the plans. */
export function printResults(results: SizeResult[]) {
  const rows = results.flatMap((result) =>
    (['service', 'HTTP'] as const).map((path) => {
      const run = path === 'service' ? result.service : result.http;
      const stats = summarize(run.samples, run.milliseconds);
      return [
        count(result.rows),
        path,
        String(stats.count),
        ms(stats.median),
        ms(stats.p95),
        ms(stats.p99),
        ms(stats.max),
        stats.perSecond.toFixed(0),
        count(Math.round(stats.meanMatched)),
      ];
    }),
  );
  log('\nSearch latency (ms, one query at a time)\n');
  log(
    formatTable(
      ['places', 'path', 'queries', 'median', 'p95', 'p99', 'max', 'queries/s', 'mean matched'],
      rows,
    ),
  );

  const kinds = ['best_match', 'distance', 'rating', 'review_count', 'open_now'];
  const breakdown = results.flatMap((result) =>
    kinds.map((kind) => {
      const samples = result.service.samples.filter((sample) => sample.kind === kind);
      const stats = summarize(samples, 1);
      return [
        count(result.rows),
        kind,
        String(stats.count),
        ms(stats.median),
        ms(stats.p95),
        ms(stats.max),
        count(Math.round(stats.meanMatched)),
      ];
    }),
  );
  log('\nService path by kind of search (ms)\n');
  log(
    formatTable(['places', 'kind', 'queries', 'median', 'p95', 'max', 'mean matched'], breakdown),
  );

  log('\nRepresentative query plan (the most populous city, 25 km, best match, limit 20)\n');
  log(
    formatTable(
      ['places', 'earth index', 'in generic plan', 'seq scan', 'execution ms'],
      results.map((result) => [
        count(result.rows),
        result.plan.usesEarthIndex ? 'used' : 'NOT USED',
        result.plan.genericUsesEarthIndex ? 'used' : 'NOT USED',
        result.plan.seqScan ? 'yes' : 'no',
        result.plan.executionMs?.toFixed(1) ?? '?',
      ]),
    ),
  );
  const last = results[results.length - 1];
  log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${count(last.rows)} places:\n`);
  log(last.plan.lines.map((line) => `  ${line}`).join('\n'));
  log(`\nEXPLAIN (GENERIC_PLAN) of the same statement at ${count(last.rows)} places:\n`);
  log(last.plan.genericLines.map((line) => `  ${line}`).join('\n'));
}

/** How often PostgreSQL re-planned the search statements (custom) or reused one plan (generic). */
export async function printPlanCache(sql: Sql) {
  const [cache] = await sql<{ statements: number; generic: number; custom: number }[]>`
    select count(*)::int as statements, coalesce(sum(generic_plans), 0)::int as generic,
      coalesce(sum(custom_plans), 0)::int as custom
    from pg_prepared_statements where statement like '%earth_box%'`;
  log(
    `\nPrepared search statements on the service connection: ${cache.statements}, ` +
      `${count(cache.custom)} custom plans, ${count(cache.generic)} generic plans`,
  );
}
