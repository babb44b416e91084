import type { ReleaseDefinitions, ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { HttpError } from '../http/errors';
import type { SharedLibrary } from './check-release-files';
import { listReleases } from './list-releases';
import { lockRemote, makeActive } from './make-active';

export interface ActivationCheck {
  (
    release: {
      remote: ReleaseOwner;
      definitions: ReleaseDefinitions;
      shared: SharedLibrary[];
    },
    /** The activation's transaction: reads go through it, never through another connection. */
    tx: TransactionSql,
  ): Promise<void>;
}

/**
 * Makes a stored release active: the named version, or without one the release published
 * just before the active one (a rollback). The release must still fit the site (`check`).
 */
export async function activateRelease(
  sql: Sql,
  remote: ReleaseOwner,
  options: { version?: string; now: Date; check: ActivationCheck },
): Promise<{ from: string | null; to: string }> {
  return sql.begin(async (tx) => {
    const from = await lockRemote(tx, remote);
    const releases = await listReleases(tx, remote);
    const activeIndex = releases.findIndex((release) => release.active);
    const target = options.version
      ? releases.find((release) => release.version === options.version)
      : releases[activeIndex + 1];
    if (options.version && !target) {
      throw new HttpError(404, 'RELEASE_NOT_FOUND', `${remote} has no release ${options.version}.`);
    }
    if (!target) {
      throw new HttpError(
        409,
        'NO_EARLIER_RELEASE',
        `${remote} has no release older than ${from ?? 'the active one'}.`,
      );
    }
    if (target.files === 0 || !target.definitions) {
      throw new HttpError(
        409,
        'RELEASE_NOT_STORED',
        `${remote} ${target.version} was published before releases were stored; publish it again.`,
      );
    }
    // Through tx: a check on a second connection while tx holds the remote's lock let
    // as many parallel activations as the pool has connections wait on each other forever.
    await options.check(
      { remote, definitions: target.definitions, shared: target.shared ?? [] },
      tx,
    );
    await makeActive(tx, remote, from, target.version, options.now);
    return { from, to: target.version };
  });
}
