import type { Env } from '../env';
import { createSql, type Sql } from './client';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export interface Database {
  sql: Sql;
  /** Closes the pool and stops the embedded server when this process started it. */
  close: () => Promise<void>;
}

/** Connects to DATABASE_URL, or to the embedded PostgreSQL, and applies migrations. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
  log: (message: string) => void = () => undefined,
): Promise<Database> {
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log });
  const sql = createSql(env.DATABASE_URL ?? embedded!.url);
  try {
    const applied = await migrate(sql);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await sql.end({ timeout: 5 });
    await embedded?.stop();
    throw error;
  }
  return {
    sql,
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
