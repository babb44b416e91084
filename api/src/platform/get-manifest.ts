import type { PlatformManifest, ReleaseDefinitions, RemoteName } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** URL of a release's mf-manifest.json as the site serves it. */
export function releaseEntryUrl(remote: string, version: string): string {
  return `/remotes/${encodeURIComponent(remote)}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** The active, enabled remotes and the lab feature flags. */
export async function getManifest(sql: Sql): Promise<PlatformManifest> {
  const [remotes, features] = await Promise.all([
    sql<{ name: RemoteName; version: string; definitions: ReleaseDefinitions | null }[]>`
      select m.name, m.active_version as version, r.definitions
      from remotes m
      join remote_releases r on r.remote = m.name and r.version = m.active_version
      where m.enabled and m.name <> 'shell'
      order by m.name`,
    sql<{ key: string; enabled: boolean }[]>`select key, enabled from lab_features order by key`,
  ]);
  return {
    remotes: remotes.map((remote) => ({
      name: remote.name,
      version: remote.version,
      entry: releaseEntryUrl(remote.name, remote.version),
      // A release from before definitions shipped has no pages of its own.
      area: remote.definitions?.area ?? remote.name,
      pages: remote.definitions?.pages ?? [],
      widgets: remote.definitions?.widgets ?? [],
    })),
    features: Object.fromEntries(features.map((feature) => [feature.key, feature.enabled])),
  };
}
