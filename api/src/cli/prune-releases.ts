// Removes a remote's old releases through the release API. The server decides what is
// old: it keeps the active release, the one before it, RELEASES_KEEP more and any that
// was active within RELEASE_GRACE_HOURS.
//   pnpm prune-releases <remote ...|--all> [--api-url URL] [--token TOKEN]
import { parseArgs } from 'node:util';
import {
  REMOTE_NAMES,
  RemoteNameSchema,
  type PruneReleasesResponse,
  type RemoteName,
} from '@pizza-atlas/contracts';
import { loadEnv } from '../env';
import { callReleaseApi, releaseApi } from './release-api';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      'api-url': { type: 'string' },
      token: { type: 'string' },
    },
  });
  const remotes = new Set<RemoteName>(values.all ? REMOTE_NAMES : []);
  for (const name of positionals) {
    const remote = RemoteNameSchema.safeParse(name);
    if (!remote.success)
      throw new Error(`Usage: prune-releases <${REMOTE_NAMES.join('|')} ...|--all>`);
    remotes.add(remote.data);
  }
  if (remotes.size === 0) throw new Error(`Name a remote (${REMOTE_NAMES.join(', ')}) or --all.`);
  const api = releaseApi(loadEnv(), { apiUrl: values['api-url'], token: values.token });
  for (const remote of remotes) {
    const { pruned, kept } = await callReleaseApi<PruneReleasesResponse>(api, remote, {
      method: 'POST',
      path: `/api/platform/remotes/${remote}/prune`,
      idempotent: true,
    });
    console.log(
      `${remote}: pruned ${pruned.length > 0 ? pruned.join(', ') : 'nothing'}; kept ${kept.join(', ') || 'nothing'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
