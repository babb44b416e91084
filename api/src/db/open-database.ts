import type { Env } from '../env';
import { createDatabaseCheck } from './check-database';
import { createSql, type Sql } from './client';
import type { DatabaseHealth } from './database-breaker';
import { startEmbeddedPostgres } from './embedded';
import { guardDatabase } from './guard-database';
import { migrate } from './migrate';
import { whileDatabaseWakes } from './while-database-wakes';

export interface Database {
  /** The pool, guarded: fails fast with 503 while the database is down (guard-database.ts). */
  sql: Sql;
  health: DatabaseHealth;
  /** Closes the pool, then stops the embedded server when this process started it. */
  close: () => Promise<void>;
  /** Where the pool connects (the job queue opens its own small pool there). */
  url: string;
}

/** Connects to DATABASE_URL, or to the embedded PostgreSQL, and applies migrations. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'> &
    Partial<Pick<Env, 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
  log: (message: string, level?: number) => void = () => undefined,
): Promise<Database> {
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log });
  const url = env.DATABASE_URL ?? embedded!.url;
  // Migrations get a connection of their own, without the statement timeout.
  const migrations = createSql(url, { max: 1 });
  try {
    // Idempotent under its lock: tried again while a busy database is slow to answer.
    const applied = await whileDatabaseWakes(() => migrate(migrations), { log });
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await migrations.end({ timeout: 5 });
    await embedded?.stop();
    throw error;
  }
  await migrations.end({ timeout: 5 });
  const check = createDatabaseCheck(url);
  const guarded = guardDatabase({
    createPool: () => createSql(url, { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS }),
    probe: check.run,
    log,
  });
  // The supervisor knows first: no query has to fail before requests are answered 503.
  embedded?.onExit((reason) => guarded.health.markDown(reason));
  embedded?.onRestart(() => guarded.health.probeSoon());
  return {
    sql: guarded.sql,
    health: guarded.health,
    url,
    close: async () => {
      await guarded.close();
      await check.close();
      await embedded?.stop();
    },
  };
}
