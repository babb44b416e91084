import { SHELL_RELEASE_NAME, type PageDefinition, type RemoteName } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import type { SharedLibrary } from './check-release-files';
import { checkPageCollisions } from './check-page-collisions';
import { checkSharedVersions } from './check-shared-versions';

/**
 * The other side of checkReleaseFitsSite: a shell release may become active only when
 * every remote's active release can run with it (its singletons) and none of the shell's
 * pages takes a path an active remote serves. Run on upload and on every activation, so
 * rolling the shell back cannot strand a remote either.
 */
export async function checkShellFitsSite(
  sql: Sql | TransactionSql,
  shell: { shared: SharedLibrary[]; pages: PageDefinition[] },
): Promise<void> {
  const remotes = await sql<
    { remote: RemoteName; shared: SharedLibrary[] | null; pages: PageDefinition[] | null }[]
  >`
    select m.name as remote, r.shared, r.definitions -> 'pages' as pages
    from remotes m
    join remote_releases r on r.remote = m.name and r.version = m.active_version
    where m.name <> ${SHELL_RELEASE_NAME}
    order by m.name`;
  for (const remote of remotes) {
    checkSharedVersions(remote.remote, remote.shared ?? [], shell.shared);
  }
  checkPageCollisions(
    'the shell',
    shell.pages,
    remotes.map((remote) => ({ owner: remote.remote, pages: remote.pages ?? [] })),
  );
}
