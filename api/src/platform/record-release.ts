import type { ReleaseDefinitions, RemoteName } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import type { ReleaseFile, SharedLibrary } from './check-release-files';
import { lockRemote, makeActive } from './make-active';

export interface NewRelease {
  remote: RemoteName;
  version: string;
  sourceHash: string | null;
  definitions: ReleaseDefinitions;
  shared: SharedLibrary[];
  files: ReleaseFile[];
}

/**
 * Stores a release with all its files in one transaction, and makes it the remote's
 * active version when `activate` is set. A version is published once: a second upload
 * of the same version is refused.
 */
export async function recordRelease(
  sql: Sql,
  release: NewRelease,
  options: { activate: boolean; now: Date },
): Promise<void> {
  try {
    await sql.begin(async (tx) => {
      const active = await lockRemote(tx, release.remote);
      await tx`
        insert into remote_releases
          (remote, version, path, source_hash, definitions, shared, created_at)
        values (${release.remote}, ${release.version}, ${`${release.remote}/${release.version}`},
                ${release.sourceHash}, ${tx.json(release.definitions as never)},
                ${tx.json(release.shared as never)}, ${options.now})`;
      const rows = release.files.map((file) => ({
        remote: release.remote,
        version: release.version,
        path: file.path,
        content: file.content,
        content_type: file.contentType,
        sha256: file.sha256,
        byte_size: file.content.length,
      }));
      // A few large rows at a time keeps each statement's parameters small.
      for (let start = 0; start < rows.length; start += 100) {
        await tx`insert into release_files ${tx(rows.slice(start, start + 100))}`;
      }
      if (options.activate)
        await makeActive(tx, release.remote, active, release.version, options.now);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new HttpError(
        409,
        'RELEASE_EXISTS',
        `${release.remote} ${release.version} is already published; give the new release another version.`,
      );
    }
    throw error;
  }
}
