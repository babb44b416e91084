// Rolls a remote back through the release API: to the release published before the
// active one, or to a named version. --list shows the stored releases.
//   pnpm rollback-remote <remote> [--to VERSION] [--list] [--api-url URL] [--token TOKEN]
import { parseArgs } from 'node:util';
import {
  REMOTE_NAMES,
  ReleaseOwnerSchema,
  SHELL_RELEASE_NAME,
  type ActivateReleaseResponse,
  type ReleaseList,
} from '@pizza-atlas/contracts';
import { loadEnv } from '../env';
import { callReleaseApi, releaseApi } from './release-api';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      list: { type: 'boolean', default: false },
      'api-url': { type: 'string' },
      token: { type: 'string' },
    },
  });
  const remote = ReleaseOwnerSchema.safeParse(positionals[0]);
  if (!remote.success || positionals.length !== 1) {
    throw new Error(
      `Usage: rollback-remote <${[SHELL_RELEASE_NAME, ...REMOTE_NAMES].join('|')}> [--to VERSION] [--list]`,
    );
  }
  const name = remote.data;
  const api = releaseApi(loadEnv(), { apiUrl: values['api-url'], token: values.token });
  if (values.list) {
    const { releases } = await callReleaseApi<ReleaseList>(api, name, {
      method: 'GET',
      path: `/api/platform/remotes/${name}/releases`,
      idempotent: true,
    });
    for (const release of releases) {
      console.log(
        `${release.active ? '*' : ' '} ${release.version}  ${release.createdAt}  ${release.files} files`,
      );
    }
    return;
  }
  const { from, to } = await callReleaseApi<ActivateReleaseResponse>(api, name, {
    method: 'POST',
    path: `/api/platform/remotes/${name}/activate`,
    body: values.to ? { version: values.to } : {},
  });
  console.log(`${name}: active release ${from ?? '(none)'} -> ${to}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
