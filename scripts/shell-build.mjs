// Skips rebuilding an app (the shell or a remote) when none of its inputs changed since its
// last build: the build's folder keeps the digest of the sources it was built from.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sourceHash from '../packages/mf-config/source-hash.js';
import { root } from './pnpm.mjs';

const stampFile = (appFolder) => path.join(root, appFolder, 'dist', '.source-hash');

/** True when `appFolder` (shell, mfe-guides, …) has no build of its current sources. */
export function appNeedsBuild(appFolder) {
  const stamp = stampFile(appFolder);
  return (
    !existsSync(path.join(root, appFolder, 'dist', 'mf-manifest.json')) ||
    !existsSync(stamp) ||
    readFileSync(stamp, 'utf8') !== sourceHash.appSourceHash(root, appFolder)
  );
}

/** Notes that `appFolder`'s dist/ was just built from its current sources. */
export function recordAppBuild(appFolder) {
  writeFileSync(stampFile(appFolder), sourceHash.appSourceHash(root, appFolder));
}

export function shellNeedsBuild() {
  return !existsSync(path.join(root, 'shell', 'dist', 'index.html')) || appNeedsBuild('shell');
}

export function recordShellBuild() {
  recordAppBuild('shell');
}
