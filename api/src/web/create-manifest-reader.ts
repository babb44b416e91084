import type { PlatformManifest } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { getManifest } from '../platform/get-manifest';

/**
 * The registry's manifest for every page request, read whole only when it changed: one
 * small query says which release of each enabled remote is active (and since when) and
 * which labs are on; the manifest (every release's page definitions, a few kB of JSON to
 * parse) is read again only when that answer differs from the last one. Publishing,
 * rolling back and switching still show on the next page load, from any app server.
 */
export function createManifestReader(sql: Sql): () => Promise<PlatformManifest> {
  let last: { version: string; manifest: PlatformManifest } | undefined;
  return async () => {
    const [{ version }] = await sql<{ version: string }[]>`
      select coalesce((
          select string_agg(
            m.name || '@' || m.active_version || '@' || extract(epoch from r.created_at),
            ',' order by m.name)
          from remotes m
          join remote_releases r on r.remote = m.name and r.version = m.active_version
          where m.enabled
        ), '') || ';' || coalesce((
          select string_agg(key || '=' || enabled, ',' order by key) from lab_features
        ), '') as version`;
    if (last?.version === version) return last.manifest;
    const manifest = await getManifest(sql);
    last = { version, manifest };
    return manifest;
  };
}
