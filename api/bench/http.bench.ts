// The HTTP benchmark (issue 8, item 8): the production API on a throwaway PostgreSQL with
// the sample catalog, and a plain node:http server answering fixed JSON, measured in one
// run. Search and restaurant details at 50 connections (autocannon), and search at a steady
// 500 requests/s (steady-load.ts), each with the answer cache on and off. Prints a table and writes
// bench/results/http.json. Run: cd api && pnpm bench:http (about 4 minutes).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { pickSampleCities } from '../src/catalog/sample/pick-sample-cities';
import { createSql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';
import { printHttpResults, type HttpResult } from './http-report';
import { startServer, type BenchServer } from './http-servers';
import { steadyLoad } from './steady-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const PLAIN_SECONDS = 5;
const CONNECTIONS = 50;
const STEADY_RATE = 500;
// What a browser sends: answers go out compressed, as they would to a visitor.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const log = (message: string) => console.log(message);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

interface Load {
  name: string;
  server: BenchServer;
  /** Paths asked in turn on every connection: one path, or many distinct keys. */
  paths: string[];
  /** Requests per second for the whole run; unset: as fast as answers come. */
  rate?: number;
}

async function fire(load: Load, seconds: number) {
  if (load.rate) {
    return steadyLoad({
      url: load.server.url,
      paths: load.paths,
      rate: load.rate,
      seconds,
      headers: HEADERS,
      maxSockets: CONNECTIONS,
    });
  }
  const result = await autocannon({
    url: load.server.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: load.paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(load: Load, plain: BenchServer): Promise<HttpResult> {
  // The plain server under the same kind of load just before: the machine is shared, and
  // how fast it is changes from one minute to the next.
  const yardstick = { ...load, server: plain, paths: ['/'] };
  await fire(yardstick, 1);
  const baseline = await fire(yardstick, PLAIN_SECONDS);
  await fire(load, WARM_UP_SECONDS);
  const measured: HttpResult = {
    name: load.name,
    connections: CONNECTIONS,
    rate: load.rate ?? null,
    distinctPaths: load.paths.length,
    ...(await fire(load, SECONDS)),
    plain: baseline,
    loadAverage: loadAverage(),
  };
  log(
    `  ${load.name}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms (plain: ${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99.toFixed(1)} ms)`,
  );
  return measured;
}

async function main() {
  const started = performance.now();
  const loadAtStart = loadAverage();
  log(
    `HTTP benchmark: ${os.cpus().length} cores, Node ${process.version}, load ${loadAtStart.join(' ')}`,
  );
  const db = await openBenchDatabase(() => undefined);
  const servers: BenchServer[] = [];
  try {
    const sql = createSql(db.url, { max: 1 });
    const seed = await seedSampleCatalog(sql);
    const places = await sql<{ id: string }[]>`
      select id from catalog_restaurants order by md5(id::text) limit 200`;
    await sql.end();
    log(`Seeded the sample catalog: ${seed.restaurants} places (${db.server})`);

    const plain = await startServer('plain-server.ts');
    // Another checkout's copy of http-api-server.ts measures that code under the same load.
    const apiScript = process.env.BENCH_API_SERVER ?? 'http-api-server.ts';
    const api = (cacheSeconds: string) =>
      startServer(apiScript, {
        DATABASE_URL: db.url,
        ANSWER_CACHE_SECONDS: cacheSeconds,
      });
    const cached = await api('30');
    const uncached = await api('0');
    servers.push(plain, cached, uncached);

    const chicago = '/api/restaurants/search?location=Chicago%2C%20IL';
    // Distinct keys: the default search of each of the catalog's 180 cities.
    const cities = pickSampleCities(180).map(
      (city) =>
        `/api/restaurants/search?location=${encodeURIComponent(`${city.name}, ${city.state}`)}`,
    );
    const details = places.map((place) => `/api/restaurants/catalog/${place.id}`);
    const loads: Load[] = [
      { name: 'search, cached (one key)', server: cached, paths: [chicago] },
      { name: 'search, cached (180 keys)', server: cached, paths: cities },
      { name: 'search, cache off (180 keys)', server: uncached, paths: cities },
      { name: 'search, cache off (Chicago)', server: uncached, paths: [chicago] },
      { name: 'details, cached (200 keys)', server: cached, paths: details },
      { name: 'details, cache off (200 keys)', server: uncached, paths: details },
      {
        name: `search at ${STEADY_RATE}/s, cached`,
        server: cached,
        paths: cities,
        rate: STEADY_RATE,
      },
      {
        name: `search at ${STEADY_RATE}/s, cache off`,
        server: uncached,
        paths: cities,
        rate: STEADY_RATE,
      },
    ];
    log(
      `Measuring ${loads.length} loads, each after the plain server under the same load (${PLAIN_SECONDS} s): ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s`,
    );
    const results: HttpResult[] = [];
    for (const load of loads) results.push(await measure(load, plain));

    const report = printHttpResults(results, log);
    const file = path.join(__dirname, 'results', 'http.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: {
            cores: os.cpus().length,
            node: process.version,
            loadAtStart,
            loadAtEnd: loadAverage(),
          },
          settings: {
            plainSeconds: PLAIN_SECONDS,
            seconds: SECONDS,
            warmUpSeconds: WARM_UP_SECONDS,
            connections: CONNECTIONS,
            headers: HEADERS,
          },
          places: seed.restaurants,
          ...report,
        },
        null,
        2,
      )}\n`,
    );
    log(`\nWrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.close();
  }
  log(
    `Load average at the end: ${loadAverage().join(' ')}. Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
