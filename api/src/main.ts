import { mkdirSync } from 'node:fs';
import { seedSampleCatalogAtStart } from './catalog/seed-sample-catalog';
import { clockFromEnv } from './clock';
import { openDatabase } from './db/open-database';
import { loadEnv } from './env';
import { preloadGazetteers } from './geo/preload-gazetteers';
import { closeOnSignals } from './close-on-signals';
import { buildServer } from './server';

async function main(): Promise<void> {
  const env = loadEnv();
  const clock = clockFromEnv(env);
  // Log lines carry the real time, even when CLOCK_START moves the server's clock.
  const log = (message: string, level = 30) =>
    console.log(JSON.stringify({ level, time: Date.now(), msg: message }));
  if (env.CLOCK_START) {
    log(
      `CLOCK_START is set: the server's clock started at ${env.CLOCK_START.toISOString()}, not the real time. ` +
        'Opening hours, open now, wait times, featured places and the dates of new writes follow it. ' +
        'Meant for end-to-end tests only.',
      40,
    );
  }
  mkdirSync(env.RELEASES_DIR, { recursive: true });
  // A signal while starting is kept until the database is up, then stops it cleanly
  // (the embedded PostgreSQL runs in its own process group and would outlive us).
  let signalled: string | undefined;
  const remember = (signal: string) => (signalled = signal);
  process.on('SIGINT', remember).on('SIGTERM', remember);
  const database = await openDatabase(env, log);
  // Load the city and ZIP gazetteers now, not on the first search (about 1.4 s).
  preloadGazetteers();
  if (env.SEED_SAMPLE_CATALOG) {
    // On a connection of its own: the pool's breaker does not cut it (seed-sample-catalog.ts).
    const seed = await seedSampleCatalogAtStart(
      database.url,
      { referenceDate: clock.now() },
      { log },
    );
    if (seed.seeded) {
      log(
        `seeded the sample catalog: ${seed.restaurants} places, ${seed.reviews} reviews in ${seed.milliseconds} ms`,
      );
    }
  }
  const app = await buildServer({
    env,
    sql: database.sql,
    database: database.health,
    databaseUrl: database.url,
    clock,
    serveWeb: true,
  });
  process.off('SIGINT', remember).off('SIGTERM', remember);
  if (signalled) {
    log(`${signalled} while starting: stopping`);
    await database.close();
    process.exit(0);
  }
  closeOnSignals({ app, closeDatabase: database.close, log });

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
