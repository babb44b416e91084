// The upload benchmark (issue 13, item 3): the production API in its own process on a
// throwaway PostgreSQL, sent what the issue measured. Parallel uploads of six photos to one
// place (how many are stored, against a limit of 6), and ten parallel uploads of six 10 MB
// photos (60 MB each) from one client to ten places, once with the default hourly budget
// and once with it raised, while the server's resident memory is read from /proc every
// 20 ms. Prints a table and writes bench/results/upload.json. Run: cd api && pnpm bench:upload.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSql, type Sql } from '../src/db/client';
import { postMultipart, type GeneratedFile, type HttpAnswer } from '../test/http-multipart';
import { openBenchDatabase } from './bench-database';
import { startServer, type BenchServer } from './http-servers';
import { formatTable } from './measure';

const MB = 1024 * 1024;
const PARALLEL = 10;
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 5);
// A 1×1 PNG: a real image the API's byte check accepts; large files are it and zeros.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const log = (message: string) => console.log(message);
let clients = 0;
/** A new client address (the server trusts X-Forwarded-For here), so rate limits stay apart. */
const nextClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const photos = (count: number, size: number): GeneratedFile[] =>
  Array.from({ length: count }, (_, i) => ({
    filename: `p${i}.png`,
    contentType: 'image/png',
    head: PNG,
    size,
  }));

function rssOf(pid: number): number {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Number(rss[1]) * 1024 : 0;
  } catch {
    // The server is gone (startServer says why): this reading counts as none.
    return 0;
  }
}

/** Reads the server's resident memory every 20 ms until stopped; answers the highest. */
function sampleRss(pid: number): () => number {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

async function submit(server: BenchServer) {
  const response = await fetch(`${server.url}/api/restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ name: 'Bench Pizza', address: '1 Bench St, Austin, TX' }),
  });
  if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
  const { restaurant, photoUpload } = (await response.json()) as {
    restaurant: { id: string };
    photoUpload: { url: string; token: string };
  };
  return { id: restaurant.id, url: `${server.url}${photoUpload.url}`, token: photoUpload.token };
}

async function stored(sql: Sql, ids: string[]) {
  const [row] = await sql<{ photos: number; bytes: number }[]>`
    select count(*)::int as photos, coalesce(sum(byte_size), 0)::float8 as bytes
    from restaurant_photos where restaurant_id = any(${ids}::uuid[])`;
  return row!;
}

const statuses = (answers: HttpAnswer[]) => {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  // 0: the connection closed while the body was still being sent (an early refusal).
  return [...counts]
    .sort(([a], [b]) => b - a)
    .map(([status, n]) => `${n}×${status || 'closed'}`)
    .join(' ');
};

async function race(server: BenchServer, sql: Sql) {
  const perPlace: number[] = [];
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const place = await submit(server);
    await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        postMultipart(place.url, photos(6, PNG.length), {
          'x-upload-token': place.token,
          'x-forwarded-for': nextClient(),
        }),
      ),
    );
    perPlace.push((await stored(sql, [place.id])).photos);
  }
  return { rounds: RACE_ROUNDS, storedPerPlace: perPlace, mostStored: Math.max(...perPlace) };
}

async function volume(server: BenchServer, sql: Sql) {
  const places = await Promise.all(Array.from({ length: PARALLEL }, () => submit(server)));
  // Warm up: the code paths every upload uses, then the memory they start from.
  const warm = await submit(server);
  await postMultipart(warm.url, photos(1, MB), {
    'x-upload-token': warm.token,
    'x-forwarded-for': nextClient(),
  });
  const client = nextClient();
  const before = rssOf(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  const answers = await Promise.all(
    places.map((place) =>
      postMultipart(place.url, photos(6, 10 * MB), {
        'x-upload-token': place.token,
        'x-forwarded-for': client,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  const kept = await stored(
    sql,
    places.map((place) => place.id),
  );
  return {
    sentMB: PARALLEL * 60,
    answers: statuses(answers),
    storedPhotos: kept.photos,
    storedMB: kept.bytes / MB,
    seconds,
    rssBeforeMB: before / MB,
    rssPeakMB: peak / MB,
  };
}

async function main() {
  const db = await openBenchDatabase(log);
  const sql = createSql(db.url, { max: 2 });
  const script = process.env.BENCH_API_SERVER ?? 'upload-api-server.ts';
  const results: Record<string, unknown> = { script, database: db.server };
  try {
    log(`Upload benchmark: ${script} on ${db.server}; load ${os.loadavg()[0]!.toFixed(2)}`);
    const runs: [string, Record<string, string>][] = [
      ['default budget', {}],
      ['budget raised', { PHOTO_UPLOAD_MB_PER_HOUR: '100000' }],
    ];
    const rows: string[][] = [];
    for (const [name, env] of runs) {
      const server = await startServer(script, { DATABASE_URL: db.url, LOG_LEVEL: 'warn', ...env });
      try {
        if (name === 'default budget') {
          const raced = await race(server, sql);
          results.race = raced;
          log(
            `\n${PARALLEL} parallel uploads of 6 photos to one place, ${raced.rounds} places: ` +
              `stored ${raced.storedPerPlace.join(', ')} (limit 6)`,
          );
        }
        const run = await volume(server, sql);
        results[name] = run;
        rows.push([
          name,
          `${run.sentMB} MB`,
          run.answers,
          `${run.storedPhotos} (${run.storedMB.toFixed(0)} MB)`,
          run.seconds.toFixed(1),
          `${run.rssBeforeMB.toFixed(0)} MB`,
          `${run.rssPeakMB.toFixed(0)} MB`,
          `+${(run.rssPeakMB - run.rssBeforeMB).toFixed(0)} MB`,
        ]);
      } finally {
        await server.stop();
      }
    }
    log(`\n${PARALLEL} parallel uploads of 6 × 10 MB from one client to ${PARALLEL} places\n`);
    log(
      formatTable(
        ['run', 'sent', 'answers', 'stored', 'seconds', 'RSS before', 'RSS peak', 'growth'],
        rows,
      ),
    );
    const out = path.join(__dirname, 'results', 'upload.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    log(`\nwrote ${path.relative(process.cwd(), out)}`);
  } finally {
    await sql.end();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
