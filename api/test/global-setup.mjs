// Starts a real, throwaway embedded PostgreSQL for the API tests, unless the run
// targets an outside server (TEST_DATABASE_URL with PA_TEST_TARGET=external), and names the
// run's migrated template database, which the first test file to need one makes
// (test/test-database.ts) and the global teardown drops.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';

export default async function globalSetup() {
  process.env.PA_TEST_TEMPLATE = `pa_test_template_${randomBytes(6).toString('hex')}`;
  if (process.env.PA_TEST_TARGET === 'external') {
    if (!process.env.TEST_DATABASE_URL)
      throw new Error('PA_TEST_TARGET=external needs TEST_DATABASE_URL');
    process.env.PA_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const { adminUrl, server } = await startThrowawayPostgres(
    mkdtempSync(path.join(os.tmpdir(), 'pa-api-test-pg-')),
  );
  globalThis.__PA_TEST_PG__ = server;
  process.env.PA_TEST_ADMIN_URL = adminUrl;
}
