import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { listReleases } from './list-releases';
import { lockRemote } from './make-active';

export interface PruneRules {
  /** Releases kept besides the active one and the one before it. */
  keep: number;
  /** A release that stopped being active less than this long ago is kept. */
  graceHours: number;
  now: Date;
}

/**
 * Removes a remote's old releases and their files. Kept: the active release, the one
 * published before it (the rollback target), the `keep` newest others, and any release
 * that was active within the grace period, since a page loaded while it was active may
 * still fetch its chunks.
 */
export async function pruneReleases(
  sql: Sql,
  remote: ReleaseOwner,
  rules: PruneRules,
): Promise<{ pruned: string[]; kept: string[] }> {
  return sql.begin(async (tx) => {
    await lockRemote(tx, remote);
    const releases = await listReleases(tx, remote);
    const activeIndex = releases.findIndex((release) => release.active);
    const graceStart = rules.now.getTime() - rules.graceHours * 3_600_000;
    const kept: string[] = [];
    const pruned: string[] = [];
    let spare = rules.keep;
    releases.forEach((release, index) => {
      const isActiveOrPrevious =
        activeIndex >= 0 && (index === activeIndex || index === activeIndex + 1);
      const inGrace =
        release.deactivatedAt !== null && release.deactivatedAt.getTime() > graceStart;
      if (isActiveOrPrevious || inGrace) kept.push(release.version);
      else if (spare > 0) {
        spare -= 1;
        kept.push(release.version);
      } else pruned.push(release.version);
    });
    if (pruned.length > 0) {
      await tx`delete from remote_releases where remote = ${remote} and version in ${tx(pruned)}`;
    }
    return { pruned, kept };
  });
}
