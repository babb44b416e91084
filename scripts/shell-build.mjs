// Skips rebuilding an app (the shell or a remote) when none of its inputs changed since its
// last build into its own dist/ folder.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sourceHash from '../packages/mf-config/source-hash.js';
import { pnpm, root } from './pnpm.mjs';

const stampFile = (folder) => path.join(root, folder, 'dist', '.source-hash');

/** The remotes' folders (`mfe-<name>`, one per REMOTE_NAMES entry), as the repository has them. */
export const REMOTE_FOLDERS = readdirSync(root)
  .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'package.json')))
  .sort();

function appNeedsBuild(folder, hash = sourceHash.appSourceHash(root, folder)) {
  const built = folder === 'shell' ? 'index.html' : 'remoteEntry.js';
  return (
    !existsSync(path.join(root, folder, 'dist', built)) ||
    !existsSync(stampFile(folder)) ||
    readFileSync(stampFile(folder), 'utf8') !== hash
  );
}

function recordAppBuild(folder, hash = sourceHash.appSourceHash(root, folder)) {
  writeFileSync(stampFile(folder), hash);
}

export function shellNeedsBuild() {
  return appNeedsBuild('shell');
}

export function recordShellBuild() {
  recordAppBuild('shell');
}

/**
 * Builds each of `folders` whose inputs changed since its last build, one at a time (webpack
 * builds share the machine with whatever else runs on it), into its dist/ folder.
 */
export function buildChangedApps(folders) {
  for (const folder of folders) {
    // The digest from before the build: a source edited while webpack runs is built next time.
    const hash = sourceHash.appSourceHash(root, folder);
    if (!appNeedsBuild(folder, hash)) continue;
    pnpm(['--filter', `./${folder}`, 'run', 'build']);
    recordAppBuild(folder, hash);
  }
}
