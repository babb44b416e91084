// What the security headers cost (issue 13, docs/decisions/0024): this checkout's API and
// another checkout's (BENCH_BASE_API_SERVER: its bench/http-api-server.ts, e.g. main before
// the change) on one database, under the same loads, in alternating rounds so the shared
// machine's changing speed falls on both alike. Prints the median of each side's rounds.
// Run: cd api && BENCH_BASE_API_SERVER=/path/to/base/api/bench/http-api-server.ts pnpm bench:headers
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { createSql } from '../src/db/client';
import { REPO_ROOT } from '../src/env';
import { openBenchDatabase } from './bench-database';
import { startServer, type BenchServer } from './http-servers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const LOADS = [
  { name: 'search, cached (Chicago)', path: '/api/restaurants/search?location=Chicago%2C%20IL' },
  { name: 'home page (shell only)', path: '/' },
];

interface Round {
  requestsPerSecond: number;
  p99: number;
  /** The server's CPU time (user + system) per answer: steadier than req/s on a busy machine. */
  cpuMicros: number;
}

/** A process's CPU time so far, in microseconds (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function fire(server: BenchServer, urlPath: string, seconds: number): Promise<Round> {
  const cpuBefore = cpuMicrosOf(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: [{ method: 'GET', path: urlPath }],
  });
  if (result.errors + result.timeouts + result.non2xx > 0)
    throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    cpuMicros: (cpuMicrosOf(server.pid) - cpuBefore) / result.requests.total,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const base = process.env.BENCH_BASE_API_SERVER;
  if (!base)
    throw new Error('Set BENCH_BASE_API_SERVER to the other checkout’s http-api-server.ts');
  console.log(
    `Headers benchmark: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const db = await openBenchDatabase(() => undefined);
  const servers: BenchServer[] = [];
  try {
    const sql = createSql(db.url, { max: 1 });
    await seedSampleCatalog(sql);
    await sql.end();
    // Both serve this checkout's shell build, so the page is the same on both sides.
    const env = {
      DATABASE_URL: db.url,
      ANSWER_CACHE_SECONDS: '30',
      SHELL_DIST: path.join(REPO_ROOT, 'shell', 'dist'),
    };
    const sides = {
      before: await startServer(base, env),
      after: await startServer('http-api-server.ts', env),
    };
    servers.push(sides.before, sides.after);
    for (const load of LOADS) {
      const rounds: Record<'before' | 'after', Round[]> = { before: [], after: [] };
      for (const server of Object.values(sides)) await fire(server, load.path, 2);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const side of round % 2
          ? (['after', 'before'] as const)
          : (['before', 'after'] as const))
          rounds[side].push(await fire(sides[side], load.path, SECONDS));
      const summary = (side: 'before' | 'after') => ({
        rps: median(rounds[side].map((r) => r.requestsPerSecond)),
        p99: median(rounds[side].map((r) => r.p99)),
        cpu: median(rounds[side].map((r) => r.cpuMicros)),
      });
      const before = summary('before');
      const after = summary('after');
      const change = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)}%`;
      console.log(
        `${load.name} (median of ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections)`,
      );
      for (const [side, figures] of [
        ['before', before],
        ['after', after],
      ] as const)
        console.log(
          `  ${side}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.cpu.toFixed(0)} µs CPU per answer ` +
            `(rounds: ${rounds[side].map((r) => `${r.requestsPerSecond.toFixed(0)}/s ${r.cpuMicros.toFixed(0)} µs`).join(', ')})`,
        );
      console.log(
        `  change: ${change(before.rps, after.rps)} req/s, ${change(before.cpu, after.cpu)} CPU per answer`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
