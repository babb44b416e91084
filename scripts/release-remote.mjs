#!/usr/bin/env node
// `npm run release` in a remote's folder, after its build: uploads ./dist as a release of
// that remote through the release API (PIZZA_ATLAS_API_URL, PIZZA_ATLAS_DEPLOY_TOKEN;
// on the site's own machine, its local tokens). Extra arguments go to publish-remote,
// e.g. `npm run release -- --version 1.4.0 --no-activate`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const appDir = process.cwd();
const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const remote = /^@pizza-atlas\/mfe-([a-z]+)$/.exec(name)?.[1];
if (!remote) {
  console.error(`Run this from a remote's folder (mfe-*), not from ${appDir}.`);
  process.exit(1);
}
const apiDir = path.join(root, 'api');
const result = spawnSync(
  process.execPath,
  [
    path.join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'src/cli/publish-remote.ts',
    remote,
    '--dist',
    path.join(appDir, 'dist'),
    ...process.argv.slice(2),
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
