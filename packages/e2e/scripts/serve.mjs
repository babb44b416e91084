// Starts the production site for the end-to-end tests: a fresh data folder, the API as
// `npm run build` compiles it (plain JavaScript, as `npm run serve` runs it) serving shell,
// remotes and /api, then every remote published through the release API.
import { rmSync } from 'node:fs';
import {
  buildApi,
  publishLocally,
  startApi,
  waitUntilReady,
} from '../../../scripts/local-site.mjs';
import { pnpm } from '../../../scripts/pnpm.mjs';
import { appNeedsBuild, recordAppBuild, shellNeedsBuild } from '../../../scripts/shell-build.mjs';
import { startFakeTiles } from './fake-tiles.mjs';

/** The shell first (each remote's release is checked against it), then the remotes. */
const APPS = ['shell', 'mfe-discovery', 'mfe-guides', 'mfe-labs', 'mfe-partners'];

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// The maps' tiles come from a local fake (MAP_TILES in e2e-env.ts), never the internet.
const closeTiles = await startFakeTiles(Number(process.env.E2E_TILE_PORT));
buildApi();
// The shell and the remotes are built before the API starts: webpack beside the database's
// first start and seed, on a busy machine, made the API's start-up fail (docs/decisions/0060).
// An app whose sources have not changed since its last build is not built again, so a
// second run, or a spec run on its own, starts in seconds; a changed one always is.
for (const app of APPS) {
  if (!(app === 'shell' ? shellNeedsBuild() : appNeedsBuild(app))) continue;
  if (pnpm(['--filter', `./${app}`, 'run', 'build'], { allowFailure: true }) !== 0) {
    console.error(`Building ${app} failed`);
    process.exit(1);
  }
  recordAppBuild(app);
}
const server = startApi(process.env, { built: true });
server.on('exit', () => closeTiles());
let failed = false;
server.on('exit', (code) => process.exit(failed ? 1 : (code ?? 0)));

try {
  await waitUntilReady(server);
  publishLocally(['--all', '--prebuilt'], process.env, { built: true });
  // playwright.config.ts waits for this line: the site is up with every remote published.
  console.log('Pizza Atlas e2e site is ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
  server.kill('SIGTERM');
}
