import { randomBytes } from 'node:crypto';
import { createSql, type Sql } from '../src/db/client';
import { migrate, type Migration } from '../src/db/migrate';
import { loadEnv, type Env } from '../src/env';

export interface TestDatabase {
  sql: Sql;
  url: string;
  drop: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.PA_TEST_ADMIN_URL;
  if (!url)
    throw new Error('PA_TEST_ADMIN_URL is missing: run the API tests through jest (global setup)');
  return url;
}

/** A fresh, migrated database per test file on the test server (only `migrations` if given). */
export async function createTestDatabase(migrations?: Migration[]): Promise<TestDatabase> {
  const name = `pa_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl(), { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 5 });
  await migrate(sql, migrations);
  return {
    sql,
    url: url.toString(),
    drop: async () => {
      await sql.end({ timeout: 5 });
      const cleanup = createSql(adminUrl(), { max: 1 });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Tests check every response against its contract; servers write them unchecked.
  // The catalog watch runs only where a test asks for it (app.checkCatalogChanges()): a timer
  // would add queries to tests that count them.
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHECK_RESPONSES: 'true',
    CATALOG_WATCH_SECONDS: '0',
    JOBS_ENABLED: 'false',
    // Mail stays in the outbox unless a test sends it (tests of mail set SMTP_URL and drain).
    MAIL_SEND_AFTER_WRITES: 'false',
    ...overrides,
  });
}
