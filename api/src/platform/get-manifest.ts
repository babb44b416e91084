import type { PlatformManifest, RemoteName } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** URL of a release's mf-manifest.json as the site serves it. */
export function releaseEntryUrl(remote: string, version: string): string {
  return `/remotes/${encodeURIComponent(remote)}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** The active, enabled remotes and the lab feature flags. */
export async function getManifest(sql: Sql): Promise<PlatformManifest> {
  const [remotes, features] = await Promise.all([
    sql<{ name: RemoteName; version: string }[]>`
      select name, active_version as version
      from remotes
      where enabled and active_version is not null
      order by name`,
    sql<{ key: string; enabled: boolean }[]>`select key, enabled from lab_features order by key`,
  ]);
  return {
    remotes: remotes.map((remote) => ({
      name: remote.name,
      version: remote.version,
      entry: releaseEntryUrl(remote.name, remote.version),
    })),
    features: Object.fromEntries(features.map((feature) => [feature.key, feature.enabled])),
  };
}
