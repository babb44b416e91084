// Search before the cache (issue 27, item 3): searches nobody asked before, each asked
// once, at 20 connections, against the production API with its answer cache on (every
// request a miss), beside the plain node:http server in the same run; then one cached key
// at 50 connections. Also the CPU time per search of the API and of PostgreSQL (/proc).
// Run: cd api && pnpm bench:uncached (about a minute).
//
// BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops.
// BENCH_API_SERVER: another checkout's copy of http-api-server.ts, measured instead of this one.
// BENCH_BEFORE_API_SERVER: one measured beside this one in the same run (before/after).
// BENCH_REDIS_URL: share the answer cache through this Redis, as http.bench.ts (with a
// REDIS_PREFIX of the run's own on a shared Redis); BENCH_BEFORE_REDIS_URL ('' for none): the
// before server's, to compare with and without Redis in one run.
// BENCH_NODE_FLAGS: more Node flags for this API (not the before one), e.g. --max-semi-space-size=64.
// BENCH_ROUNDS: how many times to run the never-asked load (default 2), each with new queries.
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { createSql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';
import { startServer, type BenchServer } from './http-servers';
import { cpuSecondsOfTree } from './process-cpu';

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const NEVER_ASKED_CONNECTIONS = 20;
const CACHED_CONNECTIONS = 50;
const CACHED_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLAIN_SECONDS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const METRICS_TOKEN = 'search-before-cache-bench-token';
/** Six sorts and radii (metres) and five price filters: 30 searches per city. */
const SORTS_AND_RADII = [
  ['best_match', 25_000],
  ['distance', 10_000],
  ['rating', 40_000],
  ['review_count', 25_000],
  ['best_match', 8_000],
  ['distance', 40_000],
] as const;
const PRICES = ['', '1', '2', '3', '1,2'];

const log = (message: string) => console.log(message);
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

interface Figures {
  requests: number;
  /** Bytes received per answer, headers included (autocannon's throughput). */
  bytesPerAnswer: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Each path asked once, spread over the connections, as fast as answers come. */
async function eachOnce(url: string, paths: string[], connections: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    amount: paths.length,
    headers: HEADERS,
    // One shared cursor: every request asks the next path, so none is asked twice.
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return figures(result);
}

async function forSeconds(url: string, paths: string[], connections: number, seconds: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: HEADERS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return figures(result);
}

function figures(result: autocannon.Result): Figures {
  return {
    requests: result.requests.total,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The answer cache's misses so far, from the API's metrics. */
async function answerMisses(server: BenchServer): Promise<number> {
  const response = await fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith('pa_cache_lookups_total{') &&
        row.includes('cache="answers"') &&
        row.includes('outcome="miss"'),
    );
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}

/** The body of one answer as sent for an Accept-Encoding value: its bytes on the wire. */
function bodyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** Every search of a city: its six sorts and radii and five price filters, at a page offset. */
function citySearches(cities: { city: string; state: string }[], limit: number): string[] {
  return cities.flatMap(({ city, state }) =>
    SORTS_AND_RADII.flatMap(([sort, radius]) =>
      PRICES.map((price) => {
        const query = new URLSearchParams({
          location: `${city}, ${state}`,
          sort_by: sort,
          radius: String(radius),
          limit: String(limit),
        });
        if (price) query.set('price', price);
        return `/api/restaurants/search?${query.toString()}`;
      }),
    ),
  );
}

const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(42) : cell.padStart(9))).join(' ');

async function main() {
  const started = performance.now();
  log(
    `Search before the cache: ${os.cpus().length} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const db = await openBenchDatabase(() => undefined);
  const servers: BenchServer[] = [];
  try {
    const sql = createSql(db.url, { max: 1 });
    const seed = await seedSampleCatalog(sql);
    // Every city the catalog's places name: the cities a visitor would search.
    const cities = await sql<{ city: string; state: string }[]>`
      select distinct city, state from catalog_restaurants order by state, city`;
    await sql.end();
    log(
      `Seeded the sample catalog: ${seed.restaurants} places in ${cities.length} cities (${db.server})`,
    );

    const plain = await startServer('plain-server.ts', {
      BENCH_LISTEN_PORT: process.env.BENCH_PLAIN_PORT ?? '0',
    });
    servers.push(plain);
    const profile = process.env.BENCH_CPU_PROF;
    const startApi = (script: string, port: string, flags: string[], redis?: string) =>
      startServer(
        script,
        {
          DATABASE_URL: db.url,
          ANSWER_CACHE_SECONDS: '30',
          METRICS_TOKEN,
          BENCH_LISTEN_PORT: port,
          ...(redis === undefined ? {} : { BENCH_REDIS_URL: redis }),
        },
        flags,
      );
    // BENCH_BEFORE_API_SERVER: another checkout's copy of http-api-server.ts, measured in the
    // same run, each load right after this one's, for a before/after under the same machine.
    const apis: { label: string; server: BenchServer }[] = [];
    const before = process.env.BENCH_BEFORE_API_SERVER;
    if (before) {
      const server = await startApi(
        before,
        process.env.BENCH_BEFORE_PORT ?? '0',
        [],
        process.env.BENCH_BEFORE_REDIS_URL,
      );
      servers.push(server);
      apis.push({ label: 'before', server });
    }
    const server = await startApi(
      process.env.BENCH_API_SERVER ?? 'http-api-server.ts',
      process.env.BENCH_PORT ?? '0',
      [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
        ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ],
    );
    servers.push(server);
    apis.push({ label: before ? 'after' : 'api', server });

    // Each round asks a page size of its own (20, 19, ...), so no round repeats a key.
    const rounds = Array.from({ length: ROUNDS + 1 }, (_, index) =>
      citySearches(cities, 20 - index),
    );
    // Warm-up: the last set, so each process has compiled its paths before the first count.
    const warmUp = rounds.pop()!;
    for (const { server } of apis) await eachOnce(server.url, warmUp, NEVER_ASKED_CONNECTIONS);
    log(
      `${warmUp.length} distinct searches per round (${cities.length} cities × ${SORTS_AND_RADII.length} sorts and radii × ${PRICES.length} price filters), each asked once`,
    );

    const lines: string[][] = [];
    const cpuLines: string[] = [];
    // A 20-place answer's size (a key no round asks): JSON, then as its first send in brotli
    // compresses it (quality 1) and as a later one does (quality 4, once made).
    const sized = `/api/restaurants/search?location=Chicago%2C%20IL&radius=30000&limit=20`;
    for (const { label, server: api } of apis) {
      const json = await bodyBytes(`${api.url}${sized}`, 'identity');
      const quick = await bodyBytes(`${api.url}${sized}`, 'br');
      // The thorough form replaces the quick one once the thread pool has made it: asked
      // until the body changes (at most 100 times).
      let thorough = quick;
      for (let asked = 0; asked < 100 && thorough === quick; asked++)
        thorough = await bodyBytes(`${api.url}${sized}`, 'br');
      log(
        `${label}: a 20-place answer (Chicago, IL, 30 km) is ${json} bytes of JSON, ${quick} in brotli 1, ${thorough} in brotli 4`,
      );
    }
    const cpuNow = (api: BenchServer) => ({
      api: cpuSecondsOfTree(api.pid),
      postgres: cpuSecondsOfTree(db.postmasterPid()),
    });
    for (const [index, paths] of rounds.entries()) {
      await forSeconds(plain.url, ['/'], NEVER_ASKED_CONNECTIONS, 1);
      const baseline = await forSeconds(plain.url, ['/'], NEVER_ASKED_CONNECTIONS, PLAIN_SECONDS);
      for (const { label, server: api } of apis) {
        const missesBefore = await answerMisses(api);
        const cpuBefore = cpuNow(api);
        const measured = await eachOnce(api.url, paths, NEVER_ASKED_CONNECTIONS);
        const cpuAfter = cpuNow(api);
        const misses = (await answerMisses(api)) - missesBefore;
        lines.push([
          `${label}: never asked, round ${index + 1} (${NEVER_ASKED_CONNECTIONS} conn)`,
          measured.requestsPerSecond.toFixed(0),
          String(measured.p50),
          String(measured.p99),
          baseline.requestsPerSecond.toFixed(0),
          (measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
          String(measured.errors),
          loadAverage(),
        ]);
        const perRequest = (seconds: number) => ((seconds * 1000) / measured.requests).toFixed(2);
        cpuLines.push(
          `  ${label}, round ${index + 1}: ${measured.requests} requests, ${misses} answer-cache misses; CPU per search: API ${perRequest(cpuAfter.api - cpuBefore.api)} ms, PostgreSQL ${perRequest(cpuAfter.postgres - cpuBefore.postgres)} ms; ${measured.bytesPerAnswer.toFixed(0)} bytes received per answer`,
        );
      }
    }

    const chicago = '/api/restaurants/search?location=Chicago%2C%20IL';
    await forSeconds(plain.url, ['/'], CACHED_CONNECTIONS, 1);
    const baseline = await forSeconds(plain.url, ['/'], CACHED_CONNECTIONS, PLAIN_SECONDS);
    for (const { label, server: api } of apis) {
      await forSeconds(api.url, [chicago], CACHED_CONNECTIONS, 2);
      const cpuBefore = cpuSecondsOfTree(api.pid);
      const cached = await forSeconds(api.url, [chicago], CACHED_CONNECTIONS, CACHED_SECONDS);
      const cpuAfter = cpuSecondsOfTree(api.pid);
      lines.push([
        `${label}: cached, one key (${CACHED_CONNECTIONS} conn)`,
        cached.requestsPerSecond.toFixed(0),
        String(cached.p50),
        String(cached.p99),
        baseline.requestsPerSecond.toFixed(0),
        (cached.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
        String(cached.errors),
        loadAverage(),
      ]);
      cpuLines.push(
        `  ${label}, cached: ${cached.requests} requests; CPU per answer: API ${(((cpuAfter - cpuBefore) * 1e6) / cached.requests).toFixed(0)} µs`,
      );
    }

    log('');
    log(row(['load', 'req/s', 'p50 ms', 'p99 ms', 'plain/s', 'vs plain', 'errors', 'load avg']));
    for (const line of lines) log(row(line));
    log('');
    for (const line of cpuLines) log(line);
    log(
      '\nTargets: never asked ≥ 0.050 of plain and p99 ≤ 25 ms at 20 connections; cached ≥ 0.330 of plain.',
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.close();
  }
  log(
    `Load average at the end: ${loadAverage()}. Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
