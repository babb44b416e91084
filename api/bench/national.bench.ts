// The national-scale benchmark (issue 23, item 8): the same searches against the 2,400-place
// sample catalog and against a generated national catalog of 100,000 places imported from a
// CSV file through the real import path, with the import's time and peak memory.
// Run: cd api && pnpm bench:national (BENCH_NATIONAL_PLACES=20000 for a quick run).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { generateSampleCatalog } from '../src/catalog/sample/generate-sample-catalog';
import { createSql, type Sql } from '../src/db/client';
import type { UsCity } from '../src/geo/load-us-cities';
import { searchPlaces } from '../src/places/read-places';
import { openBenchDatabase } from './bench-database';
import { searchWork, type SearchWork } from './explain-search';
import { startUncachedApi } from './uncached-api';
import { startServer } from './http-servers';
import { analyze, insertPlaces } from './load-places';
import { formatTable, ms, summarize, timeQueries, type Run } from './measure';
import { writeNationalCsv } from './national-catalog';
import { count } from './report';
import { createQueries, searchPath, type BenchQuery } from './search-queries';

const NATIONAL_PLACES = Number(process.env.BENCH_NATIONAL_PLACES ?? 100_000);
/** A smaller import, to show that the import's memory does not grow with the file. */
const SMALL_IMPORT = Math.min(20_000, NATIONAL_PLACES);
const CITY_QUERIES = 200;
const HTTP_QUERIES = 60;
const WARM_UP_QUERIES = 20;
/** Rounds of the paired measurement: each search at both sizes, alternately, this many times. */
const PAIRED_ROUNDS = 3;
const SEED = 'pizza-atlas-national-v1';
// A fixed Friday evening (US time), so open-now filters the same rows on every run.
const NOW = new Date('2026-11-06T23:30:00Z');
/** The target of the issue: p50 and p99 at national size within this factor of the sample's. */
const TARGET_RATIO = 1.5;
// Whole-state searches, as a visitor types a state's name.
const STATES: [string, string][] = [
  ['TX', 'Texas'],
  ['CA', 'California'],
  ['NY', 'New York'],
  ['IL', 'Illinois'],
  ['FL', 'Florida'],
  ['OH', 'Ohio'],
  ['VT', 'Vermont'],
  ['WY', 'Wyoming'],
];

const run = promisify(execFile);
const log = (message: string) => console.log(message);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The city searches of the search bench, and whole-state searches with each sort. */
function benchQueries(cities: readonly UsCity[], total: number, seed: string): BenchQuery[] {
  const queries = createQueries(cities, total, seed);
  const sorts = ['best_match', 'rating', 'review_count', 'distance'] as const;
  STATES.forEach(([state, stateName], index) => {
    const biggest = cities.find((city) => city.state === state) ?? cities[0];
    const sortBy = sorts[index % sorts.length];
    queries.push({
      city: biggest,
      kind: sortBy,
      search: {
        latitude: biggest.latitude,
        longitude: biggest.longitude,
        locationText: stateName,
        stateName,
        state,
        term: 'pizza',
        limit: 20,
        offset: 0,
        sortBy,
        price: [],
        radius: 40_000,
        features: [],
        openNow: false,
      },
    });
  });
  // Open now past its bound (decision 0072): the densest circle and the largest state, where
  // more than 1,050 places match and only the nearest (or first) 1,050 are checked.
  const newYork = cities.find((city) => city.name === 'New York' && city.state === 'NY');
  const texas = cities.find((city) => city.state === 'TX') ?? cities[0];
  for (const [city, state] of [
    [newYork ?? cities[0], undefined],
    [texas, ['TX', 'Texas']],
  ] as const) {
    queries.push({
      city,
      kind: 'open_now',
      search: {
        latitude: city.latitude,
        longitude: city.longitude,
        locationText: state ? state[1] : `${city.name}, ${city.state}`,
        ...(state && { stateName: state[1], state: state[0] }),
        term: 'pizza',
        limit: 20,
        offset: 0,
        sortBy: 'best_match',
        price: [],
        radius: 40_000,
        features: [],
        openNow: true,
      },
    });
  }
  return queries;
}

async function httpSearch(base: string, query: BenchQuery): Promise<number> {
  const response = await fetch(`${base}${searchPath(query)}`);
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200)
    throw new Error(`HTTP ${response.status} for ${searchPath(query)}: ${JSON.stringify(body)}`);
  return body.total ?? 0;
}

interface Measured {
  places: number;
  service: Run;
  http: Run;
  plain: Run;
  /** The database's side of each service search: buffers touched and execution time. */
  work: (SearchWork & { kind: string })[];
}

async function measure(
  sql: Sql,
  url: string,
  base: string,
  plainUrl: string,
  places: number,
  queries: { measured: BenchQuery[]; warmUp: BenchQuery[] },
): Promise<Measured> {
  for (const query of queries.warmUp) {
    await searchPlaces(sql, query.search, NOW);
    await httpSearch(base, query);
  }
  const kind = (query: BenchQuery) => (query.search.state ? 'state' : query.kind);
  const service = await timeQueries(
    queries.measured,
    kind,
    async (query) => (await searchPlaces(sql, query.search, NOW)).total,
  );
  // The HTTP sample: the first city searches and every state search.
  const httpQueries = [
    ...queries.measured.slice(0, HTTP_QUERIES),
    ...queries.measured.filter((query) => query.search.state),
  ];
  const http = await timeQueries(httpQueries, kind, (query) => httpSearch(base, query));
  // The yardstick the HTTP bench uses, timed the same way seconds later on the same machine.
  const plain = await timeQueries(
    httpQueries,
    () => 'plain',
    async () => {
      await (await fetch(plainUrl)).arrayBuffer();
      return 0;
    },
  );
  // What each search costs the database (EXPLAIN ANALYZE, BUFFERS): the buffers touched do
  // not depend on what else the machine runs, and the execution time leaves out the round
  // trips and Node, so both are steadier than the wall times above on a shared machine.
  const work = [];
  for (const query of queries.measured) {
    work.push({ ...(await searchWork(sql, url, query.search, NOW)), kind: kind(query) });
  }
  return { places, service, http, plain, work };
}

/** Heap cap of the import's process: far below what a file held in memory would need. */
const IMPORT_HEAP_MB = 256;

interface ImportFigures {
  rows: number;
  imported: number;
  skipped: number;
  milliseconds: number;
  heapBefore: number;
  peakHeap: number;
  heapAfterGc: number;
  rssBefore: number;
  peakRss: number;
  maxRss: number;
}

/** Writes `places` generated places to a CSV file and imports it in a process of its own. */
async function importCsv(url: string, dir: string, places: number): Promise<ImportFigures> {
  const file = path.join(dir, `national-${places}.csv`);
  const written = performance.now();
  await writeNationalCsv(file, places, SEED);
  log(
    `Wrote ${count(places)} generated places to a CSV file (${mb(statSync(file).size)}) in ` +
      `${((performance.now() - written) / 1000).toFixed(1)} s`,
  );
  const { stdout } = await run(
    process.execPath,
    [
      '--expose-gc',
      `--max-old-space-size=${IMPORT_HEAP_MB}`,
      '--import',
      'tsx',
      path.join(__dirname, 'import-national-csv.ts'),
    ],
    {
      cwd: path.dirname(__dirname),
      env: { ...process.env, BENCH_IMPORT_DATABASE_URL: url, BENCH_IMPORT_FILE: file },
      maxBuffer: 1024 * 1024,
    },
  );
  rmSync(file);
  const figures = JSON.parse(stdout.trim().split('\n').pop()!) as ImportFigures;
  const seconds = figures.milliseconds / 1000;
  log(
    `Imported ${count(figures.rows)} rows (${count(figures.imported)} new, ` +
      `${count(figures.skipped)} skipped) in ${seconds.toFixed(1)} s, ` +
      `${count(Math.round(figures.rows / seconds))} rows/s. Import process (heap capped at ` +
      `${IMPORT_HEAP_MB} MB): heap ${mb(figures.heapBefore)} before, peak ${mb(figures.peakHeap)}, ` +
      `${mb(figures.heapAfterGc)} after; resident ${mb(figures.rssBefore)} before, ` +
      `peak ${mb(figures.peakRss)} sampled, maxRSS ${mb(figures.maxRss)}`,
  );
  return figures;
}

/** A search in a few words: where, how far, and its filters. */
function describeSearch({ city, search }: BenchQuery): string {
  const filters = [
    search.term !== 'pizza' ? `"${search.term}"` : '',
    search.category ?? '',
    search.features.join('+'),
    search.price.length > 0 ? `price ${search.price.join(',')}` : '',
    search.minRating ? `≥${search.minRating}` : '',
    search.openNow ? 'open now' : '',
    search.offset > 0 ? `offset ${search.offset}` : '',
  ].filter(Boolean);
  const where = search.state
    ? search.state
    : `${city.name}, ${city.state} ${search.radius / 1000} km`;
  return [where, search.sortBy, ...filters].join(' · ');
}

/** Each search's median service time at both sizes, measured side by side. */
interface Paired {
  small: number[];
  large: number[];
  kinds: string[];
  /** Where and what each search asked, for the slowest list. */
  describe: string[];
}

/**
 * The same searches at both sizes at the same moments: each search runs on the sample's
 * database and on the national one alternately (which goes first alternates too),
 * PAIRED_ROUNDS times, and each size keeps the search's median. On a shared machine the
 * sequential runs above meet different loads (the import between them alone heats it), so
 * their ratio measures the load as much as the catalog; here a burst of load falls on both
 * sizes alike.
 */
async function measurePaired(
  smallSql: Sql,
  largeSql: Sql,
  queries: { measured: readonly BenchQuery[]; warmUp: readonly BenchQuery[] },
): Promise<Paired> {
  const time = async (sql: Sql, query: BenchQuery) => {
    const before = performance.now();
    await searchPlaces(sql, query.search, NOW);
    return performance.now() - before;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  const paired: Paired = { small: [], large: [], kinds: [], describe: [] };
  for (const query of queries.warmUp) {
    await time(smallSql, query);
    await time(largeSql, query);
  }
  for (const [index, query] of queries.measured.entries()) {
    const small: number[] = [];
    const large: number[] = [];
    for (let round = 0; round < PAIRED_ROUNDS; round++) {
      if ((index + round) % 2 === 0) {
        small.push(await time(smallSql, query));
        large.push(await time(largeSql, query));
      } else {
        large.push(await time(largeSql, query));
        small.push(await time(smallSql, query));
      }
    }
    paired.small.push(median(small));
    paired.large.push(median(large));
    paired.kinds.push(query.search.state ? 'state' : query.kind);
    paired.describe.push(describeSearch(query));
  }
  return paired;
}

function printPaired(paired: Paired): { p50: number; p99: number } {
  const kinds = ['all', ...new Set(paired.kinds)];
  const ratios = { p50: 0, p99: 0 };
  const rows = kinds.map((kind) => {
    const pick = (values: number[]) =>
      values.filter((_, index) => kind === 'all' || paired.kinds[index] === kind);
    const small = pick(paired.small);
    const large = pick(paired.large);
    const [a50, b50, a99, b99] = [
      percentile(small, 0.5),
      percentile(large, 0.5),
      percentile(small, 0.99),
      percentile(large, 0.99),
    ];
    if (kind === 'all') Object.assign(ratios, { p50: b50 / a50, p99: b99 / a99 });
    return [
      kind,
      String(small.length),
      ms(a50),
      ms(b50),
      (b50 / a50).toFixed(2),
      ms(a99),
      ms(b99),
      (b99 / a99).toFixed(2),
    ];
  });
  log(
    `\nService path, paired: each search at both sizes alternately, ${PAIRED_ROUNDS} rounds, ` +
      'its median kept (ms):',
  );
  log(
    formatTable(
      ['kind', 'queries', 'p50 small', 'p50 large', 'ratio', 'p99 small', 'p99 large', 'ratio'],
      rows,
    ),
  );
  const slowest = paired.large
    .map((milliseconds, index) => ({ milliseconds, index }))
    .sort((x, y) => y.milliseconds - x.milliseconds)
    .slice(0, 5);
  log('\nSlowest at the large size, paired (median ms):');
  log(
    formatTable(
      ['#', 'kind', 'large', 'small', 'search'],
      slowest.map(({ milliseconds, index }) => [
        String(index),
        paired.kinds[index],
        ms(milliseconds),
        ms(paired.small[index]),
        paired.describe[index],
      ]),
    ),
  );
  return ratios;
}

/** Nearest-rank percentile, as measure.ts takes it. */
function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

function printWork(small: Measured, large: Measured) {
  const kinds = ['all', ...new Set(small.work.map((entry) => entry.kind))];
  const rows = kinds.map((kind) => {
    const pick = (measured: Measured) =>
      measured.work.filter((entry) => kind === 'all' || entry.kind === kind);
    const figures = (key: keyof SearchWork, fraction: number) => {
      const a = percentile(
        pick(small).map((entry) => entry[key]),
        fraction,
      );
      const b = percentile(
        pick(large).map((entry) => entry[key]),
        fraction,
      );
      const integral = key === 'blocks' || key === 'entriesRead';
      const shown = (value: number) => (integral ? count(value) : value.toFixed(2));
      return [shown(a), shown(b), a > 0 ? (b / a).toFixed(2) : '-'];
    };
    return {
      time: [
        kind,
        String(pick(small).length),
        ...figures('executionMs', 0.5),
        ...figures('executionMs', 0.99),
        ...figures('blocks', 0.5),
        ...figures('blocks', 0.99),
      ],
      // What the time follows: the entries the scans read, and the part that is the total
      // counted apart (decision 0057).
      read: [
        kind,
        String(pick(small).length),
        ...figures('entriesRead', 0.5),
        ...figures('entriesRead', 0.99),
        ...figures('countMs', 0.5),
        ...figures('countMs', 0.99),
      ],
    };
  });
  log('\nDatabase work per service search (EXPLAIN ANALYZE, BUFFERS; steadier than wall time):');
  log(
    formatTable(
      [
        'kind',
        'queries',
        'exec p50 small',
        'large',
        'ratio',
        'exec p99 small',
        'large',
        'ratio',
        'buffers p50 small',
        'large',
        'ratio',
        'buffers p99 small',
        'large',
        'ratio',
      ],
      rows.map((row) => row.time),
    ),
  );
  log('\nEntries read per service search (index entries and rows) and the total counted apart:');
  log(
    formatTable(
      [
        'kind',
        'queries',
        'read p50 small',
        'large',
        'ratio',
        'read p99 small',
        'large',
        'ratio',
        'count ms p50 small',
        'large',
        'ratio',
        'count ms p99 small',
        'large',
        'ratio',
      ],
      rows.map((row) => row.read),
    ),
  );
}

/**
 * Where each service search's wall time goes: the database's planning and execution (from
 * EXPLAIN ANALYZE of the same statements, run after the timings) and the rest, which is
 * round trips, postgres.js parsing the rows and searchPlaces' own code (open now's hours).
 */
function printSplit(small: Measured, large: Measured) {
  const split = (measured: Measured) =>
    measured.work.map((work, index) => {
      const wall = measured.service.samples[index].milliseconds;
      const database = work.planningMs + work.executionMs;
      return {
        wall,
        planning: work.planningMs,
        execution: work.executionMs,
        outside: wall - database,
        rows: work.pageRows,
        statements: work.statements,
      };
    });
  const a = split(small);
  const b = split(large);
  const keys = ['wall', 'planning', 'execution', 'outside', 'rows', 'statements'] as const;
  const rows = keys.map((key) => {
    const shown = (value: number) =>
      key === 'rows' || key === 'statements' ? count(value) : value.toFixed(2);
    const at = (entries: typeof a, fraction: number) =>
      percentile(
        entries.map((entry) => entry[key]),
        fraction,
      );
    const mean = (entries: typeof a) =>
      entries.reduce((sum, entry) => sum + entry[key], 0) / entries.length;
    return [
      key,
      shown(at(a, 0.5)),
      shown(at(b, 0.5)),
      mean(a).toFixed(2),
      mean(b).toFixed(2),
      shown(at(a, 0.99)),
      shown(at(b, 0.99)),
    ];
  });
  log('\nWhere the service time goes, per search (ms; rows: full rows of the page read):');
  log(
    formatTable(
      ['part', 'p50 small', 'p50 large', 'mean small', 'mean large', 'p99 small', 'p99 large'],
      rows,
    ),
  );
  const slowest = large.service.samples
    .map((sample, index) => ({ sample, index }))
    .sort((x, y) => y.sample.milliseconds - x.sample.milliseconds)
    .slice(0, 5);
  log('\nSlowest service searches at the large size:');
  log(
    formatTable(
      ['#', 'kind', 'ms', 'matched', 'entries read', 'exec ms', 'ms at small'],
      slowest.map(({ sample, index }) => [
        String(index),
        sample.kind,
        ms(sample.milliseconds),
        count(sample.matched),
        count(large.work[index].entriesRead),
        large.work[index].executionMs.toFixed(2),
        ms(small.service.samples[index].milliseconds),
      ]),
    ),
  );
}

function printComparison(small: Measured, large: Measured): { p50: number; p99: number } {
  const rows: string[][] = [];
  for (const path of ['service', 'http', 'plain'] as const) {
    const a = summarize(small[path].samples, small[path].milliseconds);
    const b = summarize(large[path].samples, large[path].milliseconds);
    rows.push([
      path === 'plain' ? 'plain node:http' : path,
      String(a.count),
      ms(a.median),
      ms(b.median),
      (b.median / a.median).toFixed(2),
      ms(a.p99),
      ms(b.p99),
      (b.p99 / a.p99).toFixed(2),
      `${count(Math.round(a.meanMatched))} / ${count(Math.round(b.meanMatched))}`,
    ]);
  }
  const places = `${count(small.places)} → ${count(large.places)}`;
  log(`\nSearch latency, ms, one search at a time (${places} places):`);
  log(
    formatTable(
      [
        'path',
        'queries',
        'p50 small',
        'p50 large',
        'ratio',
        'p99 small',
        'p99 large',
        'ratio',
        'mean matched',
      ],
      rows,
    ),
  );
  const kinds = [...new Set(small.service.samples.map((sample) => sample.kind))];
  const byKind = kinds.map((kind) => {
    const pick = (run: Run) => run.samples.filter((sample) => sample.kind === kind);
    const a = summarize(pick(small.service), 1);
    const b = summarize(pick(large.service), 1);
    return [
      kind,
      String(a.count),
      ms(a.median),
      ms(b.median),
      ms(a.p99),
      ms(b.p99),
      `${count(Math.round(a.meanMatched))} / ${count(Math.round(b.meanMatched))}`,
    ];
  });
  log('\nService path by kind of search:');
  log(
    formatTable(
      ['kind', 'queries', 'p50 small', 'p50 large', 'p99 small', 'p99 large', 'mean matched'],
      byKind,
    ),
  );
  printWork(small, large);
  printSplit(small, large);
  const service = {
    p50: summarize(large.service.samples, 1).median / summarize(small.service.samples, 1).median,
    p99: summarize(large.service.samples, 1).p99 / summarize(small.service.samples, 1).p99,
  };
  return service;
}

function printTarget(
  sequential: { p50: number; p99: number },
  paired: { p50: number; p99: number },
) {
  const within = (ratios: { p50: number; p99: number }) =>
    ratios.p50 <= TARGET_RATIO && ratios.p99 <= TARGET_RATIO;
  const figures = (ratios: { p50: number; p99: number }) =>
    `p50 ${ratios.p50.toFixed(2)}×, p99 ${ratios.p99.toFixed(2)}×`;
  log(
    `\nTarget (service path p50 and p99 within ${TARGET_RATIO}×), judged on the paired ` +
      `measurement: ${within(paired) ? 'met' : 'NOT met'} (${figures(paired)}); the sequential ` +
      `runs read ${figures(sequential)}`,
  );
}

async function main() {
  const started = performance.now();
  log(
    `Pizza Atlas national benchmark, ${new Date().toISOString().slice(0, 10)}: ` +
      `${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`,
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-bench-national-'));
  const db = await openBenchDatabase(log);
  const sql = createSql(db.url, { max: 1 });
  const serverSql = createSql(db.url, { max: 4 });
  const plain = await startServer('plain-server.ts');
  let app: FastifyInstance | undefined;
  const closers: (() => Promise<void>)[] = [];
  try {
    const started = await startUncachedApi(serverSql);
    app = started.app;
    const base = started.base;

    const sample = generateSampleCatalog();
    await insertPlaces(sql, sample.restaurants);
    await analyze(sql);
    // The same searches at both sizes: the sample's 180 cities (all big enough to be in the
    // national catalog) and the states.
    const queries = {
      measured: benchQueries(sample.cities, CITY_QUERIES, SEED),
      warmUp: benchQueries(sample.cities, WARM_UP_QUERIES, `${SEED}/warm-up`),
    };
    log(`Measuring at ${count(sample.restaurants.length)} sample places…`);
    const small = await measure(sql, db.url, base, plain.url, sample.restaurants.length, queries);
    // The sample again in a database of its own, for the paired measurement at the end.
    const smallSql = createSql(await db.sibling(), { max: 1 });
    closers.push(() => smallSql.end({ timeout: 5 }));
    await insertPlaces(smallSql, sample.restaurants);
    await analyze(smallSql);

    const smallImport = await importCsv(db.url, dir, SMALL_IMPORT);
    await sql`delete from catalog_restaurants where source = 'csv'`;
    const largeImport = await importCsv(db.url, dir, NATIONAL_PLACES);
    log(
      `Import peak memory (maxRSS): ${mb(smallImport.maxRss)} for ${count(smallImport.rows)} rows, ` +
        `${mb(largeImport.maxRss)} for ${count(largeImport.rows)} rows ` +
        `(${(largeImport.maxRss / smallImport.maxRss).toFixed(2)}×)`,
    );
    // A real import removes the sample catalog (issue 23, item 5).
    await sql`delete from catalog_restaurants where is_sample`;
    await analyze(sql);
    const [table] = await sql<{ rows: number; size: string }[]>`
      select count(*)::int as rows,
        pg_size_pretty(pg_total_relation_size('catalog_restaurants')) as size
      from catalog_restaurants`;
    log(`Measuring at ${count(table.rows)} national places (table and indexes: ${table.size})…`);
    const large = await measure(sql, db.url, base, plain.url, table.rows, queries);
    const sequential = printComparison(small, large);
    log('\nMeasuring both sizes side by side…');
    const paired = await measurePaired(smallSql, sql, queries);
    printTarget(sequential, printPaired(paired));
  } finally {
    for (const close of closers) await close();
    await app?.close();
    await plain.stop();
    await sql.end({ timeout: 5 });
    await serverSql.end({ timeout: 5 });
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  log(
    `\nTotal wall time ${((performance.now() - started) / 1000).toFixed(1)} s; peak memory of ` +
      `the bench process (maxRSS) ${peak} MB; load average at the end ${loadAverage()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
