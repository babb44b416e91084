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

/**
 * The run's migrated template (named by global-setup.mjs): made once, by whichever test file
 * asks first, under an advisory lock, so files on several workers wait for one copy. A copy
 * of it is a fresh database with every migration, made in a fraction of the time migrating
 * an empty one takes.
 */
async function ensureTemplate(admin: Sql): Promise<string> {
  const template = process.env.PA_TEST_TEMPLATE;
  if (!template || !/^pa_test_template_[0-9a-f]+$/.test(template))
    throw new Error('PA_TEST_TEMPLATE is missing: run the API tests through jest (global setup)');
  await admin`select pg_advisory_lock(hashtext(${template}))`;
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!found) {
      // Built under another name and renamed when complete: a run stopped half-way never
      // leaves a half-migrated template behind under the name the next file looks for.
      const building = `${template}_building`;
      await admin.unsafe(`drop database if exists ${building}`);
      await admin.unsafe(`create database ${building}`);
      const url = new URL(adminUrl());
      url.pathname = `/${building}`;
      const sql = createSql(url.toString(), { max: 1 });
      try {
        await migrate(sql);
      } finally {
        await sql.end({ timeout: 5 });
      }
      await admin.unsafe(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${template}))`;
  }
  return template;
}

/**
 * A fresh, migrated database per test file on the test server: a copy of the run's migrated
 * template, or, given `migrations`, an empty database with only those applied.
 */
export async function createTestDatabase(migrations?: Migration[]): Promise<TestDatabase> {
  const name = `pa_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    if (migrations) await admin.unsafe(`create database ${name}`);
    else await admin.unsafe(`create database ${name} template ${await ensureTemplate(admin)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 5 });
  if (migrations) await migrate(sql, migrations);
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
