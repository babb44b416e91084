import type { RemoteName } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { listReleases } from './record-release';

export class RegistryError extends Error {}

/**
 * Makes an earlier release active again. Without `toVersion`, the release
 * published just before the active one.
 */
export async function rollBackRemote(
  sql: Sql,
  remote: RemoteName,
  toVersion?: string,
): Promise<{ from: string | null; to: string }> {
  const releases = await listReleases(sql, remote);
  const activeIndex = releases.findIndex((release) => release.active);
  const from = activeIndex >= 0 ? releases[activeIndex]!.version : null;
  const target = toVersion
    ? releases.find((release) => release.version === toVersion)
    : releases[activeIndex + 1];
  if (toVersion && !target) throw new RegistryError(`${remote} has no release ${toVersion}`);
  if (!target)
    throw new RegistryError(`${remote} has no release older than ${from ?? 'the active one'}`);
  await sql`update remotes set active_version = ${target.version}, updated_at = now() where name = ${remote}`;
  return { from, to: target.version };
}
