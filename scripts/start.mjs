#!/usr/bin/env node
// `npm start`: installs, builds and serves the whole site at http://localhost:3000
// on the embedded PostgreSQL. A second start reuses the data folder and keeps the data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installDependencies, pnpm, root } from './pnpm.mjs';
import { shellNeedsBuild, recordShellBuild } from './shell-build.mjs';

installDependencies();

if (shellNeedsBuild()) {
  console.log('Building the shell…');
  pnpm(['--filter', '@pizza-atlas/shell', 'build']);
  recordShellBuild();
} else {
  console.log('Shell build is up to date.');
}

// Publishes a remote only when its source changed since its last release.
pnpm([
  '--filter',
  '@pizza-atlas/api',
  'exec',
  'tsx',
  'src/cli/publish-remote.ts',
  '--all',
  '--if-changed',
]);

console.log(`Starting Pizza Atlas at http://localhost:${process.env.PORT ?? 3000}`);
const api = path.join(root, 'api');
const server = spawn(
  process.execPath,
  [path.join(api, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'],
  {
    cwd: api,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
