import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';

/**
 * Locks a remote's registry row for the rest of the transaction, so publishing, rolling
 * back and pruning one remote happen one at a time; answers its active version.
 */
export async function lockRemote(tx: TransactionSql, remote: ReleaseOwner): Promise<string | null> {
  const [row] = await tx<{ active: string | null }[]>`
    select active_version as active from remotes where name = ${remote} for update`;
  return row?.active ?? null;
}

/** Switches the active version, noting when the old one stopped being active. */
export async function makeActive(
  tx: TransactionSql | Sql,
  remote: ReleaseOwner,
  from: string | null,
  to: string,
  now: Date,
): Promise<void> {
  if (from === to) return;
  if (from) {
    await tx`update remote_releases set deactivated_at = ${now}
             where remote = ${remote} and version = ${from}`;
  }
  await tx`update remote_releases set deactivated_at = null
           where remote = ${remote} and version = ${to}`;
  await tx`update remotes set active_version = ${to}, updated_at = ${now} where name = ${remote}`;
}
