// The production API for the HTTP benchmark, in a process of its own as in production:
// buildServer on the given database, listening on 127.0.0.1 at a free port. The parent
// (http.bench.ts) learns the port over IPC and sends 'stop' when done.
import { createSql } from '../src/db/client';
import { logStalls } from './log-stalls';
import { loadEnv } from '../src/env';
import { preloadGazetteers } from '../src/geo/preload-gazetteers';
import { buildServer } from '../src/server';

async function main() {
  // Production settings: logging at LOG_LEVEL (info unless set), responses unchecked.
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    // Production needs its public origin (env.ts); the bench's visitors are on this machine.
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1',
    SEED_SAMPLE_CATALOG: 'false',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  });
  const sql = createSql(env.DATABASE_URL!);
  preloadGazetteers();
  const app = await buildServer({ env, sql, serveWeb: true });
  // BENCH_PORT: a port of the bench's own on a shared machine; else any free one.
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_LISTEN_PORT ?? 0) });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await sql.end({ timeout: 5 });
    process.exit(0);
  });
}

if (process.env.BENCH_STALLS) logStalls('api');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
