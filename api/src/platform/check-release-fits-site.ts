import {
  SHELL_RELEASE_NAME,
  type PageDefinition,
  type ReleaseDefinitions,
  type RemoteName,
} from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import type { SharedLibrary } from './check-release-files';
import { checkPageCollisions } from './check-page-collisions';
import { checkSharedVersions } from './check-shared-versions';
import { readShellBuild } from './read-shell-build';

/**
 * Checks that a release can become active beside what the site runs now: its shared
 * singletons can run with the active shell release, and its pages take no path the shell
 * or another remote's active release serves. Run on upload and again on every activation.
 */
export async function checkReleaseFitsSite(
  sql: Sql | TransactionSql,
  release: { remote: RemoteName; definitions: ReleaseDefinitions; shared: SharedLibrary[] },
): Promise<void> {
  const shell = await readShellBuild(sql);
  checkSharedVersions(release.remote, release.shared, shell.shared);
  const others = await sql<{ remote: RemoteName; pages: PageDefinition[] | null }[]>`
    select m.name as remote, r.definitions -> 'pages' as pages
    from remotes m
    join remote_releases r on r.remote = m.name and r.version = m.active_version
    where m.name <> ${release.remote} and m.name <> ${SHELL_RELEASE_NAME}
    order by m.name`;
  checkPageCollisions(release.remote, release.definitions.pages, [
    { owner: 'the shell', pages: shell.pages },
    ...others.map((other) => ({ owner: other.remote, pages: other.pages ?? [] })),
  ]);
}
