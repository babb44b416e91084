// Starts the production site for the end-to-end tests: a fresh data folder, the API
// serving shell, remotes and /api, then every remote published through the release API.
import { rmSync } from 'node:fs';
import { publishLocally, startApi, waitUntilReady } from '../../../scripts/local-site.mjs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const server = startApi();
let failed = false;
server.on('exit', (code) => process.exit(failed ? 1 : (code ?? 0)));

try {
  await waitUntilReady(server);
  publishLocally(['--all']);
  // playwright.config.ts waits for this line: the site is up with every remote published.
  console.log('Pizza Atlas e2e site is ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
  server.kill('SIGTERM');
}
