// Skips rebuilding the shell when none of its inputs changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const INPUTS = [
  'shell',
  'packages/platform',
  'packages/ui',
  'packages/api-client',
  'packages/contracts',
  'packages/mf-config',
  'pnpm-lock.yaml',
];
const SKIP = new Set(['node_modules', 'dist', '.data']);
const stampFile = path.join(root, 'shell', 'dist', '.source-hash');

function walk(target, files) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) return void files.push(target);
  for (const entry of readdirSync(target).sort())
    if (!SKIP.has(entry)) walk(path.join(target, entry), files);
}

function currentHash() {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

export function shellNeedsBuild() {
  return (
    !existsSync(path.join(root, 'shell', 'dist', 'index.html')) ||
    !existsSync(stampFile) ||
    readFileSync(stampFile, 'utf8') !== currentHash()
  );
}

export function recordShellBuild() {
  writeFileSync(stampFile, currentHash());
}
