// Pages before the cache (issue 27, item 4): restaurant pages that no one asked for yet,
// rendered on the server by the production API serving the whole site, beside a plain
// node:http server measured in the same run. Prints p50, p99 and pages/s, the API's CPU
// per page, and writes bench/results/page-render.json.
//   cd api && pnpm bench:pages
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { createSql } from '../src/db/client';
import { migrate } from '../src/db/migrate';
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
/** The pages are asked in this many turns (with BENCH_BEFORE, each site in turn). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Requests to the plain server, before and after the pages (each a few seconds at most). */
const PLAIN_REQUESTS = Number(process.env.BENCH_PLAIN_REQUESTS ?? 10_000);
const TIMEOUT_MS = 10_000;
/** As a browser asks: the page comes gzipped (decision 0028), as in production. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const log = (message: string) => console.log(message);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

interface LoadFigures {
  requests: number;
  /** Each request's milliseconds, in the order answered. */
  latencies: number[];
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
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: paths.length,
    latencies,
    perSecond: paths.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    errors,
  };
}

/** A page rendered on the server has its #root filled; one left to the browser does not. */
function renderedOnServer(body: Buffer, encoding: string | undefined): boolean {
  const html = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  return html.includes('<div id="root"><') && !html.includes('<div id="root"></div>');
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** One site under the load: this checkout's API and shell, or another checkout's (BENCH_BEFORE). */
interface Site {
  name: string;
  server: BenchServer;
  latencies: number[];
  errors: number;
  seconds: number;
  pages: number;
  cpuSeconds: number;
}

/** A second database on the bench's PostgreSQL server, migrated and seeded like the first. */
async function openSecondDatabase(firstUrl: string) {
  const name = `pa_bench_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(firstUrl);
  adminUrl.pathname = '/postgres';
  const admin = createSql(adminUrl.toString(), { max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(firstUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 2 });
  await migrate(sql);
  await seedSampleCatalog(sql);
  return {
    url: url.toString(),
    sql,
    close: async () => {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const started = performance.now();
  // BENCH_BEFORE=<another checkout>: its API and shell build (shell/dist, built there) under
  // the same load in the same run, in turns with this checkout's: before and after a change.
  const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
  log(
    `Pages before the cache: ${os.cpus().length} cores, Node ${process.version}, load ${loadAverage().join(' ')}; ` +
      `${WARM_UP_PAGES} warm-up + ${PAGES} restaurant pages in ${ROUNDS} rounds, each place once, ${CONNECTIONS} connections` +
      (before ? `; before: ${before}` : ''),
  );
  const builds = ensureSiteBuilds(log);
  const db = await openBenchDatabase(() => undefined);
  const sql = createSql(db.url, { max: 2 });
  const folders: string[] = [];
  const servers: BenchServer[] = [];
  const closing: (() => Promise<void>)[] = [];
  try {
    const seed = await seedSampleCatalog(sql);
    // A seeded order: every site, and every run, asks for the same places.
    const ids = (
      await sql<{ id: string }[]>`select id from catalog_restaurants order by md5(id::text)`
    ).map((row) => row.id);
    if (ids.length < WARM_UP_PAGES + PAGES)
      throw new Error(`The catalog has ${ids.length} places, fewer than the pages asked.`);
    log(`Seeded the sample catalog: ${seed.restaurants} places (${db.server})`);
    const plain = await startServer('plain-server.ts');
    servers.push(plain);

    const startSite = async (
      name: string,
      script: string,
      databaseUrl: string,
      siteSql: typeof sql,
      shellDist: string,
      nodeFlags: string[],
    ): Promise<Site> => {
      const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'pa-bench-releases-'));
      folders.push(releasesDir);
      const server = await startServer(
        script,
        {
          DATABASE_URL: databaseUrl,
          SHELL_DIST: shellDist,
          RELEASES_DIR: releasesDir,
          // Production asks for the public origin; pages' links and canonical use it.
          PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://pizza-atlas.example',
          BENCH_LISTEN_PORT: '0',
        },
        nodeFlags,
      );
      servers.push(server);
      for (const release of await publishBenchReleases(siteSql, server.url, {
        ...builds,
        shellDist,
      }))
        log(`${name}: published ${release}`);
      return { name, server, latencies: [], errors: 0, seconds: 0, pages: 0, cpuSeconds: 0 };
    };

    // BENCH_CPU_PROF=<folder>: this checkout's API writes a V8 CPU profile there when it stops.
    const profile = process.env.BENCH_CPU_PROF;
    const sites: Site[] = [];
    if (before) {
      const second = await openSecondDatabase(db.url);
      closing.push(second.close);
      sites.push(
        await startSite(
          'before',
          path.join(before, 'api', 'bench', 'http-api-server.ts'),
          second.url,
          second.sql,
          path.join(before, 'shell', 'dist'),
          [],
        ),
      );
    }
    sites.push(
      await startSite(
        before ? 'after' : 'this checkout',
        process.env.BENCH_API_SERVER ?? 'http-api-server.ts',
        db.url,
        sql,
        builds.shellDist,
        profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
      ),
    );

    const pathOf = (id: string) => `/restaurant/${id}`;
    for (const site of sites) {
      const warmUp = await askEach(
        site.server.url,
        ids.slice(0, WARM_UP_PAGES).map(pathOf),
        CONNECTIONS,
        renderedOnServer,
      );
      if (warmUp.errors > 0)
        throw new Error(`${site.name}: ${warmUp.errors} warm-up pages failed or were not rendered`);
    }

    // In turns, so a change in the machine's load falls on every site alike; the plain
    // server before each turn. Every site asks for the same places, each once.
    const plainPaths = Array.from({ length: PLAIN_REQUESTS }, () => '/');
    const plainRuns: LoadFigures[] = [];
    const loads: string[] = [];
    const perRound = Math.ceil(PAGES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const from = WARM_UP_PAGES + round * perRound;
      const paths = ids.slice(from, Math.min(from + perRound, WARM_UP_PAGES + PAGES)).map(pathOf);
      for (const site of sites) {
        plainRuns.push(await askEach(plain.url, plainPaths, CONNECTIONS, () => true));
        loads.push(loadAverage()[0]!);
        const cpuBefore = cpuSecondsOfTree(site.server.pid);
        const figures = await askEach(site.server.url, paths, CONNECTIONS, renderedOnServer);
        site.cpuSeconds += cpuSecondsOfTree(site.server.pid) - cpuBefore;
        site.latencies.push(...figures.latencies);
        site.errors += figures.errors;
        site.seconds += figures.requests / figures.perSecond;
        site.pages += figures.requests;
      }
    }
    plainRuns.push(await askEach(plain.url, plainPaths, CONNECTIONS, () => true));
    loads.push(loadAverage()[0]!);

    const plainPerSecond =
      plainRuns.reduce((sum, run) => sum + run.perSecond, 0) / plainRuns.length;
    const plainLatencies = plainRuns.flatMap((run) => run.latencies).sort((a, b) => a - b);
    const results = sites.map((site) => {
      const sorted = [...site.latencies].sort((a, b) => a - b);
      return {
        name: site.name,
        pages: site.pages,
        perSecond: site.pages / site.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        errors: site.errors,
        cpuMsPerPage: (site.cpuSeconds * 1000) / site.pages,
      };
    });
    log(
      `\nRestaurant pages not in the page cache (each place once), ${CONNECTIONS} connections, ${ROUNDS} rounds\n`,
    );
    log(
      formatTable(
        [
          'load',
          'requests',
          'per s',
          'p50 ms',
          'p99 ms',
          'max ms',
          'CPU ms/page',
          'vs plain',
          'errors',
        ],
        [
          [
            'plain node:http',
            String(plainLatencies.length),
            plainPerSecond.toFixed(0),
            ms(percentile(plainLatencies, 0.5)),
            ms(percentile(plainLatencies, 0.99)),
            ms(plainLatencies[plainLatencies.length - 1] ?? Number.NaN),
            '',
            '1',
            String(plainRuns.reduce((sum, run) => sum + run.errors, 0)),
          ],
          ...results.map((result) => [
            `pages: ${result.name}`,
            String(result.pages),
            result.perSecond.toFixed(1),
            ms(result.p50),
            ms(result.p99),
            ms(result.max),
            result.cpuMsPerPage.toFixed(1),
            (result.perSecond / plainPerSecond).toFixed(4),
            String(result.errors),
          ]),
        ],
      ),
    );
    if (results.length === 2) {
      const [old, now] = results as [(typeof results)[0], (typeof results)[0]];
      log(
        `\nafter / before: p50 ${(now.p50 / old.p50).toFixed(2)}, p99 ${(now.p99 / old.p99).toFixed(2)}, ` +
          `pages/s ${(now.perSecond / old.perSecond).toFixed(2)}, CPU per page ${(now.cpuMsPerPage / old.cpuMsPerPage).toFixed(2)}`,
      );
    }
    log(`Load average (1 min) at each turn: ${loads.join(', ')}`);
    if (results.some((result) => result.errors > 0)) {
      process.exitCode = 1;
      log('Some pages failed or were not rendered on the server.');
    }
    const folder = path.join(__dirname, 'results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'page-render.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          connections: CONNECTIONS,
          rounds: ROUNDS,
          plain: {
            perSecond: plainPerSecond,
            runs: plainRuns.map(({ latencies: _, ...run }) => run),
          },
          results,
          loadAverage: loads,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    for (const close of closing) await close();
    await sql.end();
    await db.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
  log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
