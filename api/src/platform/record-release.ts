import type { ReleaseDefinitions, RemoteName } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** Records a published release and makes it the remote's active version. */
export async function recordRelease(
  sql: Sql,
  release: {
    remote: RemoteName;
    version: string;
    path: string;
    sourceHash: string | null;
    definitions: ReleaseDefinitions;
  },
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      insert into remote_releases (remote, version, path, source_hash, definitions)
      values (${release.remote}, ${release.version}, ${release.path}, ${release.sourceHash},
              ${tx.json(release.definitions as never)})`;
    await tx`
      update remotes set active_version = ${release.version}, updated_at = now()
      where name = ${release.remote}`;
  });
}

export async function findReleaseBySourceHash(
  sql: Sql,
  remote: RemoteName,
  sourceHash: string,
): Promise<{ version: string } | undefined> {
  const [row] = await sql<{ version: string }[]>`
    select version from remote_releases
    where remote = ${remote} and source_hash = ${sourceHash}
    order by created_at desc limit 1`;
  return row;
}

export interface ReleaseRow {
  version: string;
  path: string;
  createdAt: Date;
  active: boolean;
}

export async function listReleases(sql: Sql, remote: RemoteName): Promise<ReleaseRow[]> {
  return sql<ReleaseRow[]>`
    select r.version, r.path, r.created_at as "createdAt", (m.active_version = r.version) as active
    from remote_releases r join remotes m on m.name = r.remote
    where r.remote = ${remote}
    order by r.created_at desc, r.version desc`;
}
