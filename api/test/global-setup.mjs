// Starts a real, throwaway embedded PostgreSQL for the API tests, unless the run
// targets an outside server (TEST_DATABASE_URL with PA_TEST_TARGET=external), then makes the
// run's template databases (migrated, and with the sample catalog), which every test file's
// database is copied from (test/test-database.ts) and the global teardown drops.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function makeTemplates() {
  const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'test/global-templates.ts'], {
      cwd: apiDir,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Making the test templates failed (${code})`)),
    );
  });
}

export default async function globalSetup() {
  process.env.PA_TEST_TEMPLATE = `pa_test_template_${randomBytes(6).toString('hex')}`;
  if (process.env.PA_TEST_TARGET === 'external') {
    if (!process.env.TEST_DATABASE_URL)
      throw new Error('PA_TEST_TARGET=external needs TEST_DATABASE_URL');
    process.env.PA_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
  } else {
    const { adminUrl, server } = await startThrowawayPostgres(
      mkdtempSync(path.join(os.tmpdir(), 'pa-api-test-pg-')),
    );
    globalThis.__PA_TEST_PG__ = server;
    process.env.PA_TEST_ADMIN_URL = adminUrl;
  }
  try {
    await makeTemplates();
  } catch (error) {
    // jest runs no teardown after a failed set-up: stop the server this one started.
    await globalThis.__PA_TEST_PG__?.stop();
    throw error;
  }
}
