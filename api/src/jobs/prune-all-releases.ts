import { REMOTE_NAMES, SHELL_RELEASE_NAME, type ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { pruneReleases, type PruneRules } from '../platform/prune-releases';

/**
 * Prunes old releases of the shell and of every remote by the same rules as a publish
 * does (RELEASES_KEEP, RELEASE_GRACE_HOURS): a remote nobody publishes to any more still
 * sheds releases whose grace period ended. Answers what was pruned, by owner.
 */
export async function pruneAllReleases(
  sql: Sql,
  rules: PruneRules,
): Promise<Partial<Record<ReleaseOwner, string[]>>> {
  const pruned: Partial<Record<ReleaseOwner, string[]>> = {};
  for (const owner of [SHELL_RELEASE_NAME, ...REMOTE_NAMES] as const) {
    const result = await pruneReleases(sql, owner, rules);
    if (result.pruned.length > 0) pruned[owner] = result.pruned;
  }
  return pruned;
}
