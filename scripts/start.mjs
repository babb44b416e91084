#!/usr/bin/env node
// `npm start`: installs, builds and serves the whole site at http://localhost:3000
// on the embedded PostgreSQL. A second start reuses the data folder and keeps the data.
import { installDependencies, pnpm } from './pnpm.mjs';
import { loadEnvFile } from './load-env-file.mjs';
import { publishLocally, startApi, waitUntilReady } from './local-site.mjs';
import { shellNeedsBuild, recordShellBuild } from './shell-build.mjs';

// PORT and HOST from .env decide where the site listens and where start-up waits for it.
loadEnvFile();
installDependencies();

if (shellNeedsBuild()) {
  console.log('Building the shell…');
  pnpm(['--filter', '@pizza-atlas/shell', 'build']);
  recordShellBuild();
} else {
  console.log('Shell build is up to date.');
}

const port = process.env.PORT ?? 3000;
console.log(`Starting Pizza Atlas at http://localhost:${port}`);
const server = startApi();
let failed = false;
server.on('exit', (code) => process.exit(failed ? 1 : (code ?? 0)));

try {
  await waitUntilReady(server);
  // The shell and the remotes arrive the way a team's releases do: built, then uploaded
  // through the release API with a deploy token (the shell first, 0036). Only those whose
  // source changed since their last release.
  publishLocally(['--all', '--if-changed']);
  console.log(`Pizza Atlas is ready at http://localhost:${port}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
  server.kill('SIGTERM');
}
