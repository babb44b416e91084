// Pages before the cache (issue 27, item 4): restaurant pages that no one asked for yet,
// rendered on the server by the production API serving the whole site, beside a plain
// node:http server measured in the same run. Prints p50, p99 and pages/s, the API's CPU
// per page, and writes bench/results/page-render.json.
//   cd api && pnpm bench:pages
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { createSql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';
import { startServer, type BenchServer } from './http-servers';
import { formatTable } from './measure';
import { cpuSecondsOfTree } from './process-cpu';
import { publishBenchReleases } from './publish-bench-releases';
import { ensureSiteBuilds } from './site-builds';

/** Distinct places asked once each while measuring, after the warm-up's own places. */
const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const WARM_UP_PAGES = Number(process.env.BENCH_WARM_UP_PAGES ?? 200);
/** Requests in flight at once: a few visitors opening places at the same moment. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/** Requests to the plain server, before and after the pages (each a few seconds at most). */
const PLAIN_REQUESTS = Number(process.env.BENCH_PLAIN_REQUESTS ?? 20_000);
const TIMEOUT_MS = 10_000;
/** As a browser asks: the page comes gzipped (decision 0028), as in production. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const log = (message: string) => console.log(message);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200, network errors, and pages not rendered on the server. */
  errors: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Asks every path once, `connections` at a time, each connection asking its next path as
 * soon as its answer's last byte arrived (a closed loop: the figures are the time of one
 * page and how many the server makes a second, not a queue). `check` sees each body.
 */
async function askEach(
  origin: string,
  paths: readonly string[],
  connections: number,
  check: (body: Buffer, encoding: string | undefined) => boolean,
): Promise<LoadFigures> {
  if (new URL(origin).hostname !== '127.0.0.1') throw new Error('The load goes to 127.0.0.1.');
  const pool = new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const url = paths[next]!;
      next += 1;
      const before = performance.now();
      try {
        const answer = await pool.request({ method: 'GET', path: url, headers: HEADERS });
        const body = Buffer.from(await answer.body.arrayBuffer());
        latencies.push(performance.now() - before);
        const encoding = answer.headers['content-encoding'];
        if (
          answer.statusCode !== 200 ||
          !check(body, typeof encoding === 'string' ? encoding : undefined)
        )
          errors += 1;
      } catch {
        latencies.push(performance.now() - before);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: paths.length,
    perSecond: paths.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    errors,
  };
}

/** A page rendered on the server has its #root filled; one left to the browser does not. */
function renderedOnServer(body: Buffer, encoding: string | undefined): boolean {
  const html = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  return html.includes('<div id="root"><') && !html.includes('<div id="root"></div>');
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

async function main() {
  const started = performance.now();
  log(
    `Pages before the cache: ${os.cpus().length} cores, Node ${process.version}, load ${loadAverage().join(' ')}; ` +
      `${WARM_UP_PAGES} warm-up + ${PAGES} restaurant pages, each place once, ${CONNECTIONS} connections`,
  );
  const builds = ensureSiteBuilds(log);
  const db = await openBenchDatabase(() => undefined);
  const sql = createSql(db.url, { max: 2 });
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'pa-bench-releases-'));
  const servers: BenchServer[] = [];
  try {
    const seed = await seedSampleCatalog(sql);
    // A seeded order, so before and after a change ask for the same places.
    const ids = (
      await sql<{ id: string }[]>`select id from catalog_restaurants order by md5(id::text)`
    ).map((row) => row.id);
    if (ids.length < WARM_UP_PAGES + PAGES)
      throw new Error(`The catalog has ${ids.length} places, fewer than the pages asked.`);
    log(`Seeded the sample catalog: ${seed.restaurants} places (${db.server})`);
    const plain = await startServer('plain-server.ts');
    servers.push(plain);
    const profile = process.env.BENCH_CPU_PROF;
    const api = await startServer(
      process.env.BENCH_API_SERVER ?? 'http-api-server.ts',
      {
        DATABASE_URL: db.url,
        SHELL_DIST: builds.shellDist,
        RELEASES_DIR: releasesDir,
        // Production asks for the public origin; pages' links and canonical use it.
        PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://pizza-atlas.example',
        BENCH_LISTEN_PORT: process.env.BENCH_PORT ?? '0',
      },
      // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops.
      profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
    );
    servers.push(api);
    for (const release of await publishBenchReleases(sql, api.url, builds))
      log(`Published ${release}`);

    const pathOf = (id: string) => `/restaurant/${id}`;
    const warmUp = await askEach(
      api.url,
      ids.slice(0, WARM_UP_PAGES).map(pathOf),
      CONNECTIONS,
      renderedOnServer,
    );
    if (warmUp.errors > 0)
      throw new Error(`${warmUp.errors} warm-up pages failed or were not rendered on the server`);

    const plainPaths = Array.from({ length: PLAIN_REQUESTS }, () => '/');
    const plainBefore = await askEach(plain.url, plainPaths, CONNECTIONS, () => true);
    const loadBefore = loadAverage();
    const cpuBefore = cpuSecondsOfTree(api.pid);
    const pages = await askEach(
      api.url,
      ids.slice(WARM_UP_PAGES, WARM_UP_PAGES + PAGES).map(pathOf),
      CONNECTIONS,
      renderedOnServer,
    );
    const apiCpu = cpuSecondsOfTree(api.pid) - cpuBefore;
    const loadAfter = loadAverage();
    const plainAfter = await askEach(plain.url, plainPaths, CONNECTIONS, () => true);
    const plainFigure = (plainBefore.perSecond + plainAfter.perSecond) / 2;

    const row = (name: string, figures: LoadFigures) => [
      name,
      String(figures.requests),
      figures.perSecond.toFixed(0),
      ms(figures.p50),
      ms(figures.p99),
      ms(figures.max),
      String(figures.errors),
    ];
    log(`\nRestaurant pages not in the page cache, ${CONNECTIONS} connections\n`);
    log(
      formatTable(
        ['load', 'requests', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
        [
          row('plain node:http, before', plainBefore),
          row('restaurant pages, uncached', pages),
          row('plain node:http, after', plainAfter),
        ],
      ),
    );
    log(
      `\nPages/s against the plain server's requests/s: ${(pages.perSecond / plainFigure).toFixed(4)}; ` +
        `API CPU per page ${((apiCpu * 1000) / PAGES).toFixed(1)} ms; ` +
        `load average ${loadBefore.join(' ')} before the pages, ${loadAfter.join(' ')} after`,
    );
    if (pages.errors > 0) {
      process.exitCode = 1;
      log(`${pages.errors} pages failed or were not rendered on the server`);
    }
    const results = path.join(__dirname, 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      path.join(results, 'page-render.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          connections: CONNECTIONS,
          pages,
          warmUp,
          plain: { before: plainBefore, after: plainAfter },
          apiCpuMsPerPage: (apiCpu * 1000) / PAGES,
          loadAverage: { before: loadBefore, after: loadAfter },
        },
        null,
        2,
      ),
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await sql.end();
    await db.close();
    rmSync(releasesDir, { recursive: true, force: true });
  }
  log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
