// The search benchmark (issue 3, item 8): seeds 10,000 places, then grows the same table to
// 1,000,000, and times realistic searches at each size through searchPlaces and through
// GET /api/restaurants/search. Run: cd api && pnpm exec tsx bench/search.bench.ts
// (BENCH_DATABASE_URL=postgres://… uses that server; BENCH_SIZES=10000,100000 for a quick run).
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { generateSampleCatalog } from '../src/catalog/sample/generate-sample-catalog';
import { createSql, type Sql } from '../src/db/client';
import { searchPlaces } from '../src/places/read-places';
import type { UsCity } from '../src/geo/load-us-cities';
import type { ProviderSearch } from '../src/providers/listing-provider';
import { openBenchDatabase } from './bench-database';
import { startUncachedApi } from './uncached-api';
import { createPlaceCloner } from './clone-places';
import { EARTH_INDEX, explainSearch } from './explain-search';
import { analyze, copyClones, insertPlaces, type LoadResult } from './load-places';
import { timeQueries } from './measure';
import { count, printPlanCache, printResults, type SizeResult } from './report';
import { createQueries, searchPath, type BenchQuery } from './search-queries';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
// The table only grows: each size adds clones to the rows of the one before.
if (!SIZES.every((size, index) => Number.isInteger(size) && size > (SIZES[index - 1] ?? 0)))
  throw new Error(`BENCH_SIZES must be ascending whole numbers, not ${process.env.BENCH_SIZES}`);
const SERVICE_QUERIES = 200;
const HTTP_QUERIES = 60;
const WARM_UP_QUERIES = 20;
const SEED = 'pizza-atlas-bench-v1';
// A fixed Friday evening (US time), so open-now filters the same rows on every run.
const NOW = new Date('2026-11-06T23:30:00Z');

const log = (message: string) => console.log(message);
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const perSecond = (load: LoadResult) => count(Math.round((load.rows * 1000) / load.milliseconds));
// Other work on a shared machine slows every figure; the load average says how much.
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** What the site asks when a visitor just types a city: 25 km, best match, no filters. */
function defaultSearch(city: UsCity): ProviderSearch {
  const { latitude, longitude } = city;
  return {
    latitude,
    longitude,
    term: 'pizza',
    limit: 20,
    offset: 0,
    sortBy: 'best_match',
    price: [],
    radius: 25_000,
    features: [],
    openNow: false,
  };
}

async function serviceSearch(sql: Sql, query: BenchQuery): Promise<number> {
  return (await searchPlaces(sql, query.search, NOW)).total;
}

async function httpSearch(base: string, query: BenchQuery): Promise<number> {
  const response = await fetch(`${base}${searchPath(query)}`);
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200)
    throw new Error(`HTTP ${response.status} for ${searchPath(query)}: ${JSON.stringify(body)}`);
  return body.total ?? 0;
}

async function measureSize(
  sql: Sql,
  url: string,
  base: string,
  queries: { measured: BenchQuery[]; warmUp: BenchQuery[]; representative: ProviderSearch },
): Promise<Omit<SizeResult, 'rows'>> {
  // Warm-up: plans cached, pages in memory, the gazetteer loaded, as on a running server.
  for (const query of queries.warmUp) {
    await serviceSearch(sql, query);
    await httpSearch(base, query);
  }
  const kind = (query: BenchQuery) => query.kind;
  const service = await timeQueries(queries.measured, kind, (query) => serviceSearch(sql, query));
  const http = await timeQueries(queries.measured.slice(0, HTTP_QUERIES), kind, (query) =>
    httpSearch(base, query),
  );
  const plan = await explainSearch(sql, url, queries.representative, NOW);
  return { service, http, plan };
}

async function main() {
  const started = performance.now();
  log(
    `Pizza Atlas search benchmark, ${new Date().toISOString().slice(0, 10)}: ` +
      `${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`,
  );
  const db = await openBenchDatabase(log);
  log(`Database: ${db.server}`);
  // One connection for the service path, so every query meets the same plan cache.
  const sql = createSql(db.url, { max: 1 });
  const serverSql = createSql(db.url, { max: 4 });
  let app: FastifyInstance | undefined;
  let indexMissing = false;
  try {
    const started = await startUncachedApi(serverSql);
    app = started.app;
    const base = started.base;

    const generated = performance.now();
    const catalog = generateSampleCatalog({ placeCount: SIZES[0] });
    log(
      `Generated ${count(catalog.restaurants.length)} sample places around ` +
        `${catalog.cities.length} cities in ${seconds(performance.now() - generated)}`,
    );
    const queries = {
      measured: createQueries(catalog.cities, SERVICE_QUERIES, SEED),
      warmUp: createQueries(catalog.cities, WARM_UP_QUERIES, `${SEED}/warm-up`),
      representative: defaultSearch(catalog.cities[0]),
    };
    const cloner = createPlaceCloner(catalog.restaurants, SEED);

    const results: SizeResult[] = [];
    let rows = 0;
    for (const size of SIZES) {
      if (rows === 0) {
        const load = await insertPlaces(sql, catalog.restaurants);
        log(
          `Loaded ${count(load.rows)} sample places (multi-row inserts) in ` +
            `${seconds(load.milliseconds)}, ${perSecond(load)} rows/s`,
        );
      } else {
        const load = await copyClones(sql, cloner, rows, size - rows, (done, elapsed) =>
          log(`  copied ${count(done)} clones, ${count(Math.round((done * 1000) / elapsed))}/s`),
        );
        log(
          `Grew the table by ${count(load.rows)} places (COPY) in ${seconds(load.milliseconds)}, ` +
            `${perSecond(load)} rows/s`,
        );
      }
      const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
      log(`VACUUM ANALYZE in ${seconds(await analyze(sql))}; bench process memory ${rssMb} MB`);
      const [table] = await sql<{ rows: number; size: string }[]>`
        select count(*)::int as rows,
          pg_size_pretty(pg_total_relation_size('catalog_restaurants')) as size
        from catalog_restaurants`;
      rows = table.rows;
      log(`Measuring at ${count(rows)} places (table and indexes: ${table.size})…`);
      results.push({ rows, ...(await measureSize(sql, db.url, base, queries)) });
    }

    printResults(results);
    await printPlanCache(sql);
    const lastPlan = results[results.length - 1].plan;
    indexMissing = !lastPlan.usesEarthIndex || !lastPlan.genericUsesEarthIndex;
    // A scan would make every search read the whole table: that is a failure, not a figure.
    if (indexMissing)
      log(`\nFAIL: a plan of the search does not use ${EARTH_INDEX.source}; see the plans above.`);
  } finally {
    await app?.close();
    await sql.end({ timeout: 5 });
    await serverSql.end({ timeout: 5 });
    await db.close();
  }
  // maxRSS is in kilobytes. The loader streams; the peak comes from open-now searches,
  // which read every matching row into Node (see the README).
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  log(`\nTotal wall time: ${seconds(performance.now() - started)}; peak memory ${peakMb} MB`);
  log(`Load average at the end: ${loadAverage()}`);
  if (indexMissing) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
