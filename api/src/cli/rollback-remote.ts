// Rolls a remote back to an earlier release (the previous one by default).
//   pnpm rollback-remote <remote> [--to VERSION] [--list]
import { REMOTE_NAMES, type RemoteName } from '@pizza-atlas/contracts';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';
import { rollBackRemote } from '../platform/activate-release';
import { listReleases } from '../platform/record-release';

async function main(): Promise<void> {
  const [remote, ...rest] = process.argv.slice(2);
  if (!remote || !(REMOTE_NAMES as readonly string[]).includes(remote)) {
    throw new Error(`Usage: rollback-remote <${REMOTE_NAMES.join('|')}> [--to VERSION] [--list]`);
  }
  const toIndex = rest.indexOf('--to');
  const toVersion = toIndex >= 0 ? rest[toIndex + 1] : undefined;
  if (toIndex >= 0 && !toVersion) throw new Error('--to needs a version');
  const database = await openDatabase(loadEnv());
  try {
    if (rest.includes('--list')) {
      for (const release of await listReleases(database.sql, remote as RemoteName)) {
        console.log(
          `${release.active ? '*' : ' '} ${release.version}  ${release.createdAt.toISOString()}`,
        );
      }
      return;
    }
    const { from, to } = await rollBackRemote(database.sql, remote as RemoteName, toVersion);
    console.log(`${remote}: active release ${from ?? '(none)'} -> ${to}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
