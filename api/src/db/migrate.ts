import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from './client';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Arbitrary constant: one advisory lock guards migrations across every app server. */
const MIGRATION_LOCK_ID = 724_100_001;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies pending migrations in one transaction under an advisory lock, so two
 * servers starting together apply each migration exactly once.
 */
export async function migrate(sql: Sql, migrations = readMigrations()): Promise<string[]> {
  return sql.begin(async (tx) => {
    // Servers starting together wait here for the first one's migrations, however long
    // they take: not cancelled by the request's bound (DATABASE_STATEMENT_TIMEOUT_MS).
    await tx`set local statement_timeout = 0`;
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`;
    await tx`
      create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`;
    const applied = new Set(
      (await tx<{ version: string }[]>`select version from schema_migrations`).map(
        (r) => r.version,
      ),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.unsafe(migration.sql);
      await tx`insert into schema_migrations (version) values (${migration.version})`;
    }
    return pending.map((migration) => migration.version);
  });
}
