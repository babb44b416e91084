#!/usr/bin/env node
// `npm run validate`: lint, formatting, type checks, unused files and dependencies (knip),
// then every test.
import { spawnSync } from 'node:child_process';
import { installDependencies, pnpm, root } from './pnpm.mjs';

installDependencies();
pnpm(['exec', 'eslint', '.']);
pnpm(['exec', 'prettier', '--check', '.']);
pnpm(['-r', '--workspace-concurrency=1', 'typecheck']);
pnpm(['exec', 'knip', '--no-progress']);
const tests = spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: root, stdio: 'inherit' });
process.exit(tests.status ?? 1);
