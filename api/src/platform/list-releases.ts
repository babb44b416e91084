import type { ReleaseDefinitions, ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import type { SharedLibrary } from './check-release-files';

export interface ReleaseRow {
  version: string;
  sourceHash: string | null;
  createdAt: Date;
  active: boolean;
  deactivatedAt: Date | null;
  definitions: ReleaseDefinitions | null;
  shared: SharedLibrary[] | null;
  /** Files stored with the release; 0 for releases recorded before releases were stored. */
  files: number;
  bytes: number;
}

/** A remote's releases, newest first: the order rollback and pruning count in. */
export async function listReleases(
  sql: Sql | TransactionSql,
  remote: ReleaseOwner,
): Promise<ReleaseRow[]> {
  return sql<ReleaseRow[]>`
    select r.version, r.source_hash as "sourceHash", r.created_at as "createdAt",
           coalesce(m.active_version = r.version, false) as active,
           r.deactivated_at as "deactivatedAt", r.definitions, r.shared,
           coalesce(f.files, 0)::int as files, coalesce(f.bytes, 0)::float8 as bytes
    from remote_releases r
    join remotes m on m.name = r.remote
    left join lateral (
      select count(*) as files, sum(byte_size) as bytes
      from release_files where remote = r.remote and version = r.version
    ) f on true
    where r.remote = ${remote}
    order by r.created_at desc, r.version desc`;
}
