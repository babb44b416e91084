// Starts the production site for the end-to-end tests: a fresh data folder, the API as
// `npm run build` compiles it (plain JavaScript, as `npm run serve` runs it) serving shell,
// remotes and /api, then every remote published through the release API from its dist/
// folder, built here only when its sources changed since its last build (`npm test` builds
// them while the API's tests run, decision 0069).
import { rmSync } from 'node:fs';
import {
  buildApi,
  publishLocally,
  startApi,
  waitUntilReady,
} from '../../../scripts/local-site.mjs';
import { buildChangedApps, REMOTE_FOLDERS } from '../../../scripts/shell-build.mjs';
import { startFakeTiles } from './fake-tiles.mjs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// The maps' tiles come from a local fake (MAP_TILES in e2e-env.ts), never the internet.
const closeTiles = await startFakeTiles(Number(process.env.E2E_TILE_PORT));
buildApi();
// `npm test` builds the apps before Playwright starts; a spec run on its own must not test
// a build from older source.
buildChangedApps(['shell', ...REMOTE_FOLDERS]);
const server = startApi(process.env, { built: true });
server.on('exit', () => closeTiles());
let failed = false;
server.on('exit', (code) => process.exit(failed ? 1 : (code ?? 0)));

try {
  await waitUntilReady(server);
  // The commands as api/dist compiled them above, from this run's sources (decision 0060).
  publishLocally(['--all', '--prebuilt'], process.env, { built: true });
  // playwright.config.ts waits for this line: the site is up with every remote published.
  console.log('Pizza Atlas e2e site is ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
  server.kill('SIGTERM');
}
