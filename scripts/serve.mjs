#!/usr/bin/env node
// `npm run serve`: one production server from the build of `npm run build`. Nothing is
// installed, built or published here, so every server of a fleet starts the same files in a
// few seconds. NODE_ENV=production: DATABASE_URL and PUBLIC_URL must be set (in the
// environment or .env); the embedded PostgreSQL is for development only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const main = path.join(root, 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`${path.relative(root, main)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
// No --enable-source-maps by default: it costs about 50 MB per server (measured); the .map
// files are kept for NODE_OPTIONS=--enable-source-maps when a stack trace needs reading.
const server = spawn(process.execPath, [main], {
  cwd: path.dirname(main),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// The server drains and closes on SIGTERM/SIGINT; this process only passes them on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
