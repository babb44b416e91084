import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@pizza-atlas/contracts';
import { appSourceHash } from '@pizza-atlas/mf-config/source-hash';
import { buildApp } from '../src/cli/build-app';
import { REPO_ROOT } from '../src/env';

export interface SiteBuilds {
  shellDist: string;
  remotes: { remote: RemoteName; dist: string; sourceHash: string }[];
}

/** Where the bench keeps remote builds: bench/results (not committed), one per source hash. */
const BUILDS = path.join(__dirname, 'results', 'builds');

/**
 * The shell's build (rebuilt as `npm start` does, when its sources changed) and a build
 * of each remote for its current sources, kept between runs: a page load needs the whole
 * site, and building it takes a minute or two on two shared cores.
 */
export function ensureSiteBuilds(log: (message: string) => void): SiteBuilds {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const stamp = path.join(shellDist, '.source-hash');
  const shellHash = appSourceHash(REPO_ROOT, 'shell');
  const shellCurrent =
    existsSync(path.join(shellDist, 'server', 'render.js')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === shellHash;
  if (!shellCurrent) {
    log('Building the shell…');
    buildApp('shell', shellDist);
    writeFileSync(stamp, shellHash);
  }
  const remotes = REMOTE_NAMES.map((remote) => {
    const sourceHash = appSourceHash(REPO_ROOT, `mfe-${remote}`);
    const dist = path.join(BUILDS, `${remote}-${sourceHash.slice(0, 12)}`);
    if (!existsSync(dist)) {
      log(`Building ${remote}…`);
      const building = `${dist}.building`;
      rmSync(building, { recursive: true, force: true });
      buildApp(`mfe-${remote}`, building);
      // Only a finished build takes the name the next run looks for.
      renameSync(building, dist);
    }
    return { remote, dist, sourceHash };
  });
  return { shellDist, remotes };
}
