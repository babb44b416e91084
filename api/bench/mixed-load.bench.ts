// The mixed load benchmark (issue 13, item 9): the production API serving the whole site
// on a throwaway embedded PostgreSQL with the sample catalog, under a steady open-loop
// mix of searches, page loads, restaurant details, review lists and review writes, for
// 60 s at each rate given. Prints a table per rate, checks that every acknowledged
// write is stored, and writes bench/results/mixed-load.json.
//   cd api && pnpm bench:mixed [rate ...]       (default 1000; e.g. 350 500 1000 1200)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { pickSampleCities } from '../src/catalog/sample/pick-sample-cities';
import { createSql, type Sql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';
import { startServer } from './http-servers';
import {
  createMix,
  ISSUE_13_MIX,
  MIX,
  reviewMarker,
  withWritePercent,
  type MixTargets,
} from './mixed-requests';
import { logStalls } from './log-stalls';
import { printRun, summarizeRun, TARGET, type MixedRun } from './mixed-load-report';
import { runOpenLoop } from './open-loop';
import { checkBenchSite } from './check-bench-site';
import { cpuSecondsOfTree } from './process-cpu';
import { publishBenchReleases } from './publish-bench-releases';
import { ensureSiteBuilds } from './site-builds';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
/** Keep-alive connections of the load driver: as a proxy in front of the API would hold. */
const CONNECTIONS = 128;
const TIMEOUT_MS = 10_000;
const CITIES = 8;
/** Which places reviews are written of: any place of the catalog, or only those viewed. */
const REVIEWS = process.env.BENCH_REVIEWS === 'viewed' ? 'viewed' : 'catalog';
/**
 * BENCH_MIX=issue-13: the shares issue 13 measured main with; default: every kind.
 * BENCH_WRITE_PERCENT: review writes at this share of the default mix (8 unless set).
 */
const WRITE_PERCENT = process.env.BENCH_WRITE_PERCENT;
if (WRITE_PERCENT !== undefined && !(Number(WRITE_PERCENT) >= 0 && Number(WRITE_PERCENT) < 100))
  throw new Error('BENCH_WRITE_PERCENT is a share of requests, from 0 to under 100');
const SHARES =
  process.env.BENCH_MIX === 'issue-13'
    ? ISSUE_13_MIX
    : WRITE_PERCENT === undefined
      ? MIX
      : withWritePercent(MIX, Number(WRITE_PERCENT));
/** BENCH_ONLY=search,details: only those kinds, to see what each costs alone. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((kind) => kind.trim());

const log = (message: string) => console.log(message);
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

function readRates(): number[] {
  const rates = process.argv.slice(2).map(Number);
  if (rates.some((rate) => !Number.isInteger(rate) || rate < 1 || rate > 5000))
    throw new Error('Rates are whole requests per second from 1 to 5000, e.g. 350 500 1000.');
  return rates.length > 0 ? rates : [TARGET.rate];
}

/** The most populous cities of the catalog, and places there and everywhere. */
async function mixTargets(sql: Sql): Promise<MixTargets> {
  const cities = pickSampleCities(180)
    .sort((a, b) => b.population - a.population)
    .slice(0, CITIES)
    .map((city) => ({ name: city.name, state: city.state }));
  const places: string[] = [];
  // Visitors open places they found: ten in each searched city, and 120 from anywhere.
  for (const city of cities) {
    const rows = await sql<{ id: string }[]>`
      select id from catalog_restaurants where city = ${city.name} and state = ${city.state}
      order by md5(id::text) limit 10`;
    places.push(...rows.map((row) => row.id));
  }
  const anywhere = await sql<{ id: string }[]>`
    select id from catalog_restaurants order by md5(id::text) limit 120`;
  places.push(...anywhere.map((row) => row.id));
  // Reviews are written of any place (where the visitor ate), not only of those others
  // are viewing; BENCH_REVIEWS=viewed writes them all of the 200 viewed places instead.
  const everyPlace = await sql<{ id: string }[]>`select id from catalog_restaurants order by id`;
  const reviewed = REVIEWS === 'viewed' ? places : everyPlace.map((row) => row.id);
  return { cities, places, reviewed };
}

async function main() {
  if (process.env.BENCH_STALLS) logStalls('driver');
  const rates = readRates();
  const started = performance.now();
  const benchId = Date.now().toString(36);
  log(
    `Mixed load benchmark: ${os.cpus().length} cores, Node ${process.version}, load ${loadAverage().join(' ')}; ` +
      `rates ${rates.join(', ')}/s, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s each; ` +
      `mix ${SHARES === MIX ? 'site' : SHARES === ISSUE_13_MIX ? 'issue-13' : `site with ${WRITE_PERCENT}% writes`}, reviews of ${REVIEWS === 'viewed' ? 'the viewed places' : 'any place'}`,
  );
  const builds = ensureSiteBuilds(log);
  const db = await openBenchDatabase(() => undefined);
  const sql = createSql(db.url, { max: 2 });
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'pa-bench-releases-'));
  const runs: MixedRun[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const seed = await seedSampleCatalog(sql);
    const targets = await mixTargets(sql);
    log(`Seeded the sample catalog: ${seed.restaurants} places (${db.server})`);
    const profile = process.env.BENCH_CPU_PROF;
    server = await startServer(
      process.env.BENCH_API_SERVER ?? 'http-api-server.ts',
      {
        DATABASE_URL: db.url,
        SHELL_DIST: builds.shellDist,
        RELEASES_DIR: releasesDir,
        // Writes come from many addresses through X-Forwarded-For, as behind a proxy.
        TRUST_PROXY: '127.0.0.1',
        BENCH_LISTEN_PORT: process.env.BENCH_PORT ?? '0',
      },
      // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops.
      // BENCH_NODE_FLAGS: more flags for the API's Node, e.g. --max-semi-space-size=32.
      [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
        ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ],
    );
    for (const release of await publishBenchReleases(sql, server.url, builds))
      log(`Published ${release}`);
    await checkBenchSite(server.url, targets);
    log(
      `Every kind of request answers as expected (pages rendered on the server) at ${server.url}`,
    );

    let writeSerial = 0;
    for (const rate of rates) {
      const run = async (seconds: number, runId: string) => {
        const ids: string[] = [];
        const mix = createMix(targets, {
          seed: rate * 31 + seconds,
          runId,
          writeSerial: () => (writeSerial += 1),
          only: ONLY,
          mix: SHARES,
        });
        const result = await runOpenLoop({
          origin: server!.url,
          rate,
          seconds,
          connections: CONNECTIONS,
          timeoutMs: TIMEOUT_MS,
          next: () => {
            const planned = mix();
            if (planned.kind === 'review write')
              planned.onAnswer = (body) => ids.push(JSON.parse(body.toString()).review.id);
            return planned;
          },
        });
        return { result, ids };
      };
      await run(WARM_UP_SECONDS, `${benchId}-${rate}-warm-up`);

      const runId = `${benchId}-${rate}`;
      const loadAtStart = loadAverage();
      let highest = loadAtStart[0]!;
      const sampler = setInterval(() => (highest = Math.max(highest, loadAverage()[0]!)), 5000);
      const cpu = () => ({
        api: cpuSecondsOfTree(server!.pid),
        postgres: cpuSecondsOfTree(db.postmasterPid()),
        driver: process.cpuUsage(),
      });
      const before = cpu();
      const { result, ids } = await run(SECONDS, runId);
      const after = cpu();
      clearInterval(sampler);
      const driverSeconds =
        (after.driver.user + after.driver.system - before.driver.user - before.driver.system) / 1e6;
      const [{ found }] = await sql<{ found: number }[]>`
        select count(*)::int as found from catalog_reviews where id = any(${ids}::uuid[])`;
      const [{ stored }] = await sql<{ stored: number }[]>`
        select count(*)::int as stored from catalog_reviews
        where text like ${`${reviewMarker(runId)}%`}`;
      const summary = summarizeRun(SHARES, rate, result, {
        writes: { acknowledged: ids.length, found, storedInAll: stored },
        cores: {
          api: (after.api - before.api) / result.seconds,
          postgres: (after.postgres - before.postgres) / result.seconds,
          driver: driverSeconds / result.seconds,
        },
        loadAverage: { start: loadAtStart, end: loadAverage(), highest },
      });
      printRun(summary, log);
      runs.push(summary);
    }

    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.cpus().length, node: process.version },
      settings: {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        connections: CONNECTIONS,
        timeoutMs: TIMEOUT_MS,
        server: process.env.BENCH_API_SERVER ?? 'http-api-server.ts',
        reviews: REVIEWS,
        mix: SHARES,
        only: ONLY ?? null,
      },
      places: seed.restaurants,
      targets: {
        cities: targets.cities,
        viewed: targets.places.length,
        reviewed: targets.reviewed.length,
      },
      runs,
    };
    const file = path.join(__dirname, 'results', 'mixed-load.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`\nWrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await server?.stop();
    await sql.end();
    await db.close();
    rmSync(releasesDir, { recursive: true, force: true });
  }
  log(
    `Load average at the end: ${loadAverage().join(' ')}. Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
