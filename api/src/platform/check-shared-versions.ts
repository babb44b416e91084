import semver from 'semver';
import { HttpError } from '../http/errors';
import type { SharedLibrary } from './check-release-files';

/** Two versions of a singleton run together when their majors match (minors, below 1.0). */
function isCompatible(releaseVersion: semver.SemVer, shellVersion: semver.SemVer): boolean {
  if (releaseVersion.major !== shellVersion.major) return false;
  return releaseVersion.major > 0 || releaseVersion.minor === shellVersion.minor;
}

/**
 * React runs either as itself or through Preact's compat layer (decision 0065): `react` then
 * names a small file over the shared `preact/compat`, at React's version either way. A
 * release that shares react must run it the way the shell does, or the page would load two
 * frameworks: one release sharing `preact/compat` and one not cannot run together.
 */
function reactRuntimeProblems(release: SharedLibrary[], shell: SharedLibrary[]): string[] {
  if (!release.some((library) => library.name === 'react')) return [];
  const compat = (libraries: SharedLibrary[]) =>
    libraries.find((library) => library.name === 'preact/compat');
  const shellCompat = compat(shell);
  const releaseCompat = compat(release);
  if (Boolean(shellCompat?.singleton) === Boolean(releaseCompat)) return [];
  return [
    shellCompat
      ? `react runs on React's own runtime in this release, on preact/compat ${shellCompat.version} in the shell`
      : `react runs on preact/compat ${releaseCompat!.version} in this release, on React's own runtime in the shell`,
  ];
}

/**
 * The version guard: every singleton the shell shares (React, the router, the query
 * client, styled-components, zustand, the platform package…) that the release shares too
 * must be of a version that can run with the shell's. One copy of each is loaded (the
 * shell's), so a release built against another major would break at run time.
 */
export function checkSharedVersions(
  remote: string,
  release: SharedLibrary[],
  shell: SharedLibrary[],
): void {
  const problems: string[] = [];
  for (const library of release) {
    const shellLibrary = shell.find((candidate) => candidate.name === library.name);
    if (!shellLibrary?.singleton) continue;
    const releaseVersion = semver.parse(library.version);
    const shellVersion = semver.parse(shellLibrary.version);
    if (!releaseVersion || !shellVersion) {
      problems.push(
        `${library.name} ${library.version} (release) or ${shellLibrary.version} (shell) is not a version`,
      );
    } else if (!isCompatible(releaseVersion, shellVersion)) {
      problems.push(
        `${library.name} ${library.version} cannot run with the shell's ${library.name} ${shellLibrary.version}`,
      );
    }
  }
  problems.push(...reactRuntimeProblems(release, shell));
  if (problems.length > 0) {
    throw new HttpError(
      409,
      'INCOMPATIBLE_SHARED_LIBRARIES',
      `This ${remote} release cannot run with the active shell: ${problems.join('; ')}. Rebuild it with the shell's versions.`,
    );
  }
}
