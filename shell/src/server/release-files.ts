import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One release of a remote, as the registry snapshot names it. */
export interface ReleaseRef {
  remote: string;
  version: string;
}

/**
 * Where the server reads the files of a release's server build (its `server/` folder).
 * Releases are moving into the database with a per-server file cache: whatever stores
 * them implements this one method. Resolves null when the release has no such file.
 */
export interface ReleaseFiles {
  read(release: ReleaseRef, file: string): Promise<string | null>;
}

/** The folder a remote's server build is written to, inside its release. */
export const SERVER_FOLDER = 'server';

function safeSegment(value: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(value) || value === '.' || value === '..')
    throw new Error(`unsafe release path segment: ${value}`);
  return value;
}

/** Releases in `<releasesDir>/<remote>/<version>/server/`, as a build or a publish writes them. */
export function folderReleaseFiles(releasesDir: string): ReleaseFiles {
  return {
    async read({ remote, version }, file) {
      const filePath = path.join(
        releasesDir,
        safeSegment(remote),
        safeSegment(version),
        SERVER_FOLDER,
        safeSegment(file),
      );
      try {
        return await readFile(filePath, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Releases as the site serves them: `<origin>/remotes/<remote>/<version>/server/<file>`. */
export function httpReleaseFiles(origin: string, fetchFile: typeof fetch = fetch): ReleaseFiles {
  return {
    async read({ remote, version }, file) {
      const url = new URL(
        `/remotes/${safeSegment(remote)}/${safeSegment(version)}/${SERVER_FOLDER}/${safeSegment(file)}`,
        origin,
      );
      const response = await fetchFile(url);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      return response.text();
    },
  };
}
