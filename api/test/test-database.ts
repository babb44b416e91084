import { randomBytes } from 'node:crypto';
import { seedSampleCatalog } from '../src/catalog/seed-sample-catalog';
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

type Template = 'migrated' | 'sample';

/**
 * The run's templates (named by global-setup.mjs): every migration applied ('migrated'), and
 * that with the sample catalog seeded as `seedSampleCatalog(sql)` seeds it ('sample'). The
 * global set-up makes both before any file runs (global-templates.ts), so no test's time
 * bound pays for them; made here otherwise, once, under an advisory lock. Copying one takes a
 * fraction of the time migrating (and seeding) an empty database takes.
 */
async function ensureTemplate(admin: Sql, kind: Template): Promise<string> {
  const base = process.env.PA_TEST_TEMPLATE;
  if (!base || !/^pa_test_template_[0-9a-f]+$/.test(base))
    throw new Error('PA_TEST_TEMPLATE is missing: run the API tests through jest (global setup)');
  const template = kind === 'migrated' ? base : `${base}_${kind}`;
  await admin`select pg_advisory_lock(hashtext(${template}))`;
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!found) {
      // Built under another name and renamed when complete: a run stopped half-way never
      // leaves a half-made template behind under the name the next file looks for.
      const building = `${template}_building`;
      await admin.unsafe(`drop database if exists ${building}`);
      if (kind === 'migrated') await admin.unsafe(`create database ${building}`);
      else
        await admin.unsafe(
          `create database ${building} template ${await ensureTemplate(admin, 'migrated')}`,
        );
      const sql = createSql(databaseUrl(building), { max: 1 });
      try {
        if (kind === 'migrated') await migrate(sql);
        else if (!(await seedSampleCatalog(sql)).seeded)
          throw new Error('The sample catalog template was not seeded');
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

/** Makes the run's templates (global-templates.ts, before the first test file). */
export async function makeTemplates(): Promise<void> {
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    await ensureTemplate(admin, 'sample');
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function newDatabase(from: Template | Migration[]): Promise<TestDatabase> {
  const name = `pa_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    if (Array.isArray(from)) await admin.unsafe(`create database ${name}`);
    else
      await admin.unsafe(`create database ${name} template ${await ensureTemplate(admin, from)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const sql = createSql(url, { max: 5 });
  if (Array.isArray(from)) await migrate(sql, from);
  return {
    sql,
    url,
    drop: async () => {
      await sql.end({ timeout: 5 });
      const cleanup = createSql(adminUrl(), { max: 1 });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database per test file on the test server: a copy of the run's migrated
 * template, or, given `migrations`, an empty database with only those applied.
 */
export function createTestDatabase(migrations?: Migration[]): Promise<TestDatabase> {
  return newDatabase(migrations ?? 'migrated');
}

/**
 * A fresh database holding the sample catalog, as `createTestDatabase()` followed by
 * `seedSampleCatalog(db.sql)` leaves it: a copy of the run's seeded template.
 */
export function createSampleCatalogDatabase(): Promise<TestDatabase> {
  return newDatabase('sample');
}

/**
 * For a test file: a sample-catalog database and a pool of four on it, made before its
 * tests (seeding takes a while on a busy machine); after them, `apps` are closed, the pool
 * ended and the database dropped.
 */
export function sampleCatalogForFile(apps: { close(): Promise<unknown> }[]): {
  readonly db: TestDatabase;
  readonly sql: Sql;
} {
  const file = {} as { db: TestDatabase; sql: Sql };
  beforeAll(async () => {
    file.db = await createSampleCatalogDatabase();
    file.sql = createSql(file.db.url, { max: 4 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await file.sql?.end({ timeout: 5 });
    await file.db?.drop();
  });
  return file;
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
