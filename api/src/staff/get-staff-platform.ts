import {
  REMOTE_NAMES,
  type LabFeature,
  type RemoteName,
  type StaffPlatform,
} from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { listReleases } from '../platform/list-releases';

/** Every remote with its state and releases, and every lab feature: the console's platform view. */
export async function getStaffPlatform(sql: Sql): Promise<StaffPlatform> {
  const remotes = await sql<{ name: RemoteName; enabled: boolean; activeVersion: string | null }[]>`
    select name, enabled, active_version as "activeVersion" from remotes`;
  const labs = await sql<{ key: LabFeature; label: string; enabled: boolean }[]>`
    select key, label, enabled from lab_features order by key`;
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  return {
    remotes: await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const remote = byName.get(name);
        const releases = await listReleases(sql, name);
        return {
          name,
          enabled: remote?.enabled ?? false,
          activeVersion: remote?.activeVersion ?? null,
          releases: releases.map((release) => ({
            version: release.version,
            sourceHash: release.sourceHash,
            createdAt: release.createdAt.toISOString(),
            active: release.active,
            deactivatedAt: release.deactivatedAt?.toISOString() ?? null,
            files: release.files,
            bytes: release.bytes,
          })),
        };
      }),
    ),
    labFeatures: labs,
  };
}
