// Starts a real, throwaway embedded PostgreSQL for the API tests, unless the run
// targets an outside server (TEST_DATABASE_URL with PA_TEST_TARGET=external).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';

export default async function globalSetup() {
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
