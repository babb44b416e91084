import {
  RELEASE_ARCHIVE_TYPE,
  SHELL_RELEASE_NAME,
  type ReleaseOwner,
  type UploadReleaseResponse,
} from '@pizza-atlas/contracts';
import { appSourceHash } from '@pizza-atlas/mf-config/source-hash';
import { packRelease } from '../src/cli/pack-release';
import { callReleaseApi } from '../src/cli/release-api';
import type { Sql } from '../src/db/client';
import { createDeployToken } from '../src/platform/create-deploy-token';
import { REPO_ROOT } from '../src/env';
import type { SiteBuilds } from './site-builds';

/**
 * Publishes the shell, then every remote, to the bench's API as a team does (decisions 0010
 * and 0036: remotes are checked against the active shell, so it goes first): a deploy token
 * each, then its build packed and uploaded through the release API, and activated.
 */
export async function publishBenchReleases(
  sql: Sql,
  apiUrl: string,
  builds: SiteBuilds,
): Promise<string[]> {
  const published: string[] = [];
  const shell: { remote: ReleaseOwner; dist: string; sourceHash: string } = {
    remote: SHELL_RELEASE_NAME,
    dist: builds.shellDist,
    sourceHash: appSourceHash(REPO_ROOT, 'shell'),
  };
  for (const { remote, dist, sourceHash } of [shell, ...builds.remotes]) {
    const { token } = await createDeployToken(sql, remote, 'mixed-load bench');
    const version = `0.0.0-bench-${sourceHash.slice(0, 8)}`;
    const archive = await packRelease(dist, { remote, version, sourceHash });
    const answer = await callReleaseApi<UploadReleaseResponse>(
      { url: apiUrl, tokenFor: () => token },
      remote,
      {
        method: 'POST',
        path: `/api/platform/remotes/${remote}/releases?activate=true`,
        body: archive,
        contentType: RELEASE_ARCHIVE_TYPE,
      },
    );
    published.push(`${remote} ${version} (${answer.files} files)`);
  }
  return published;
}
