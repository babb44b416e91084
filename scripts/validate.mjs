#!/usr/bin/env node
// `npm run validate`: lint (eslint, then the layers: scripts/check-layers.mjs), formatting,
// type checks, unused files and dependencies (knip), then every test.
import { spawnSync } from 'node:child_process';
import { installDependencies, pnpm, root } from './pnpm.mjs';

installDependencies();
pnpm(['exec', 'eslint', '.']);
// Module cycles and folders outside the layers of scripts/layers.mjs.
const layers = spawnSync(process.execPath, ['scripts/check-layers.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (layers.status !== 0) process.exit(layers.status ?? 1);
pnpm(['exec', 'prettier', '--check', '.']);
pnpm(['-r', '--workspace-concurrency=1', 'typecheck']);
pnpm(['exec', 'knip', '--no-progress']);
const tests = spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: root, stdio: 'inherit' });
process.exit(tests.status ?? 1);
