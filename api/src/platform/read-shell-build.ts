import { SHELL_RELEASE_NAME, type PageDefinition } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { HttpError } from '../http/errors';
import type { SharedLibrary } from './check-release-files';

export interface ShellBuildFacts {
  /** The active shell release's version. */
  version: string;
  /** The libraries the shell shares (from its mf-manifest.json). */
  shared: SharedLibrary[];
  /** The shell's own pages (from its routes.json). */
  pages: PageDefinition[];
}

/**
 * What a release is checked against: the ACTIVE shell release, the one every server
 * renders (docs/decisions/0036), never a build on this server's disk. Without one a
 * release cannot be checked, so it is refused rather than let through unchecked.
 */
export async function readShellBuild(sql: Sql | TransactionSql): Promise<ShellBuildFacts> {
  const [row] = await sql<
    { version: string; shared: SharedLibrary[] | null; pages: PageDefinition[] | null }[]
  >`
    select r.version, r.shared, r.definitions -> 'pages' as pages
    from remotes m
    join remote_releases r on r.remote = m.name and r.version = m.active_version
    where m.name = ${SHELL_RELEASE_NAME}`;
  if (!row) {
    throw new HttpError(
      409,
      'SHELL_NOT_PUBLISHED',
      'The site has no active shell release yet, so a release cannot be checked against it. Publish the shell first (publish-remote shell).',
    );
  }
  return { version: row.version, shared: row.shared ?? [], pages: row.pages ?? [] };
}
