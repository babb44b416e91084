import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/open-database';
import { loadEnv } from './env';
import { buildServer } from './server';

async function main(): Promise<void> {
  const env = loadEnv();
  const log = (message: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));
  mkdirSync(env.RELEASES_DIR, { recursive: true });
  const database = await openDatabase(env, log);
  const app = await buildServer({ env, sql: database.sql, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
