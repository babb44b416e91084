// Request-log bytes per request (issue 13, item 7): the production API in its own process,
// logging to stdout at LOG_LEVEL (info unless set) as in production, asked a fixed mix of
// requests one after another; the bench counts what the process writes. Prints a table.
// Run: cd api && pnpm bench:logs. BENCH_API_SERVER points at another checkout's
// http-api-server.ts to measure that code (docs/quality.md says how).
import { fork } from 'node:child_process';
import path from 'node:path';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
import { pickSampleCities } from '../src/catalog/sample/pick-sample-cities';
import { createSql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';

const ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? 100);

interface Kind {
  name: string;
  /** How many of every 20 requests are of this kind. */
  share: number;
  request: (round: number) => { path: string; method?: string; body?: string };
}

function startApi(script: string, env: Record<string, string>) {
  const child = fork(path.resolve(__dirname, script), {
    execArgv: ['--import', 'tsx'],
    cwd: path.dirname(path.dirname(path.resolve(__dirname, script))),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const counted = { bytes: 0, lines: 0 };
  child.stdout!.on('data', (chunk: Buffer) => {
    counted.bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) counted.lines += 1;
  });
  return new Promise<{ url: string; counted: typeof counted; stop: () => Promise<void> }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
      child.once('message', (message: { port: number }) => {
        child.removeAllListeners('exit');
        resolve({
          url: `http://127.0.0.1:${message.port}`,
          counted,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.send('stop');
            }),
        });
      });
    },
  );
}

async function main() {
  const db = await openBenchDatabase(() => undefined);
  try {
    const sql = createSql(db.url, { max: 1 });
    await seedSampleCatalog(sql);
    const places = await sql<{ id: string }[]>`
      select id from catalog_restaurants order by md5(id::text) limit 20`;
    await sql.end();
    const cities = pickSampleCities(8).map((city) => `${city.name}, ${city.state}`);
    const place = (round: number) => places[round % places.length]!.id;
    // The load mix (search, details, reviews), and the failures a public site sees.
    const kinds: Kind[] = [
      {
        name: 'search (8 cities)',
        share: 8,
        request: (round) => ({
          path: `/api/restaurants/search?location=${encodeURIComponent(cities[round % 8]!)}`,
        }),
      },
      {
        name: 'restaurant details',
        share: 5,
        request: (round) => ({ path: `/api/restaurants/catalog/${place(round)}` }),
      },
      {
        name: 'reviews of a place',
        share: 5,
        request: (round) => ({ path: `/api/restaurants/catalog/${place(round)}/reviews` }),
      },
      { name: 'unknown path (404)', share: 1, request: () => ({ path: '/api/v1/users' }) },
      {
        name: 'refused review',
        share: 1,
        request: (round) => ({
          path: `/api/restaurants/catalog/${place(round)}/reviews`,
          method: 'POST',
          body: '{"rating":9}',
        }),
      },
    ];
    const script = process.env.BENCH_API_SERVER ?? 'http-api-server.ts';
    const api = await startApi(script, { DATABASE_URL: db.url });
    const rows: string[] = [];
    let total = { bytes: 0, lines: 0, requests: 0 };
    try {
      for (const kind of kinds) {
        const before = { ...api.counted };
        const count = ROUNDS * kind.share;
        for (let round = 0; round < count; round += 1) {
          const { path: url, method = 'GET', body } = kind.request(round);
          const response = await fetch(`${api.url}${url}`, {
            method,
            body,
            headers: body ? { 'content-type': 'application/json' } : {},
          });
          await response.arrayBuffer();
        }
        // The last lines may still be in the pipe.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const bytes = api.counted.bytes - before.bytes;
        const lines = api.counted.lines - before.lines;
        total = {
          bytes: total.bytes + bytes,
          lines: total.lines + lines,
          requests: total.requests + count,
        };
        rows.push(
          `| ${kind.name.padEnd(20)} | ${String(count).padStart(8)} | ${(lines / count).toFixed(2).padStart(13)} | ${(bytes / count).toFixed(0).padStart(17)} |`,
        );
      }
    } finally {
      await api.stop();
    }
    console.log(`Request logs of ${script} at LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}:\n`);
    console.log('| requests             | how many | lines/request | log bytes/request |');
    console.log('| -------------------- | -------: | ------------: | ----------------: |');
    for (const row of rows) console.log(row);
    console.log(
      `| ${'the whole mix'.padEnd(20)} | ${String(total.requests).padStart(8)} | ${(total.lines / total.requests).toFixed(2).padStart(13)} | ${(total.bytes / total.requests).toFixed(0).padStart(17)} |`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
