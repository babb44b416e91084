import { RELEASE_ARCHIVE_TYPE, type UploadReleaseResponse } from '@pizza-atlas/contracts';
import { packRelease } from '../src/cli/pack-release';
import { callReleaseApi } from '../src/cli/release-api';
import type { Sql } from '../src/db/client';
import { createDeployToken } from '../src/platform/create-deploy-token';
import type { SiteBuilds } from './site-builds';

/**
 * Publishes every remote to the bench's API as a team does (decision 0010): a deploy token
 * per remote, then its build packed and uploaded through the release API, and activated.
 */
export async function publishBenchReleases(
  sql: Sql,
  apiUrl: string,
  builds: SiteBuilds,
): Promise<string[]> {
  const published: string[] = [];
  for (const { remote, dist, sourceHash } of builds.remotes) {
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
