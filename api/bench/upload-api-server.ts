// The production API for the upload benchmark, in a process of its own: buildServer on
// the given database (no site pages), trusting X-Forwarded-For so the bench can be one
// client or many. The parent (upload.bench.ts) learns the port over IPC, reads this
// process's memory from /proc, and sends 'stop' when done.
import { createSql } from '../src/db/client';
import { loadEnv } from '../src/env';
import { buildServer } from '../src/server';

async function main() {
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    SEED_SAMPLE_CATALOG: 'false',
    TRUST_PROXY: 'true',
  });
  const sql = createSql(env.DATABASE_URL!);
  const app = await buildServer({ env, sql });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await sql.end({ timeout: 5 });
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
