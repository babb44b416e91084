import semver from 'semver';
import { HttpError } from '../http/errors';
import type { SharedLibrary } from './check-release-files';

/** Two versions of a singleton run together when their majors match (minors, below 1.0). */
function isCompatible(releaseVersion: semver.SemVer, shellVersion: semver.SemVer): boolean {
  if (releaseVersion.major !== shellVersion.major) return false;
  return releaseVersion.major > 0 || releaseVersion.minor === shellVersion.minor;
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
  if (problems.length > 0) {
    throw new HttpError(
      409,
      'INCOMPATIBLE_SHARED_LIBRARIES',
      `This ${remote} release cannot run with the active shell: ${problems.join('; ')}. Rebuild it with the shell's versions.`,
    );
  }
}
