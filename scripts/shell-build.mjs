// Skips rebuilding the shell when none of its inputs changed since the last build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sourceHash from '../packages/mf-config/source-hash.js';
import { root } from './pnpm.mjs';

const stampFile = path.join(root, 'shell', 'dist', '.source-hash');

export function shellNeedsBuild() {
  return (
    !existsSync(path.join(root, 'shell', 'dist', 'index.html')) ||
    !existsSync(stampFile) ||
    readFileSync(stampFile, 'utf8') !== sourceHash.appSourceHash(root, 'shell')
  );
}

export function recordShellBuild() {
  writeFileSync(stampFile, sourceHash.appSourceHash(root, 'shell'));
}
