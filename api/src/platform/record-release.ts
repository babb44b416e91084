import type { ReleaseDefinitions, ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { HttpError } from '../http/errors';
import type { ReleaseFile, SharedLibrary } from './check-release-files';
import { lockRemote, makeActive } from './make-active';

export interface NewRelease {
  remote: ReleaseOwner;
  version: string;
  sourceHash: string | null;
  definitions: ReleaseDefinitions;
  shared: SharedLibrary[];
  files: ReleaseFile[];
}

/** One line per file, in path order: equal for two uploads of the same files. */
function filesDigest(files: { path: string; sha256: string }[]): string {
  return files
    .map((file) => `${file.path}:${file.sha256}`)
    .sort()
    .join('\n');
}

/**
 * Stores a release with all its files in one transaction, and makes it the remote's
 * active version when `activate` is set. A version is published once: uploading the same
 * files again changes nothing (so a client may retry an upload whose answer it lost),
 * other files under a published version are refused. Answers whether it was new.
 */
export async function recordRelease(
  sql: Sql,
  release: NewRelease,
  options: { activate: boolean; now: Date },
): Promise<{ isNew: boolean }> {
  const exists = () =>
    new HttpError(
      409,
      'RELEASE_EXISTS',
      `${release.remote} ${release.version} is already published; give the new release another version.`,
    );
  try {
    return await sql.begin(async (tx) => {
      const active = await lockRemote(tx, release.remote);
      const stored = await tx<{ path: string; sha256: string }[]>`
        select f.path, f.sha256 from remote_releases r
        left join release_files f on f.remote = r.remote and f.version = r.version
        where r.remote = ${release.remote} and r.version = ${release.version}`;
      if (stored.length > 0) {
        if (filesDigest(stored) !== filesDigest(release.files)) throw exists();
      } else {
        await insertRelease(tx, release, options.now);
      }
      if (options.activate) {
        await makeActive(tx, release.remote, active, release.version, options.now);
      }
      return { isNew: stored.length === 0 };
    });
  } catch (error) {
    // Two first uploads of one version at once: the second finds the first's row.
    if ((error as { code?: string }).code === '23505') throw exists();
    throw error;
  }
}

async function insertRelease(tx: TransactionSql, release: NewRelease, now: Date): Promise<void> {
  await tx`
    insert into remote_releases
      (remote, version, path, source_hash, definitions, shared, created_at)
    values (${release.remote}, ${release.version}, ${`${release.remote}/${release.version}`},
            ${release.sourceHash}, ${tx.json(release.definitions as never)},
            ${tx.json(release.shared as never)}, ${now})`;
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
}
