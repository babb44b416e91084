// Switches a remote, or a lab feature inside labs, on or off.
//   pnpm toggle <discovery|guides|labs|partners|labs:FEATURE> <on|off>
import { LAB_FEATURES, REMOTE_NAMES } from '@pizza-atlas/contracts';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';
import { parseToggleTarget, setEnabled } from '../platform/set-enabled';

async function main(): Promise<void> {
  const [targetText, state] = process.argv.slice(2);
  const target = targetText ? parseToggleTarget(targetText) : null;
  if (!target || (state !== 'on' && state !== 'off')) {
    throw new Error(
      `Usage: toggle <target> <on|off>; targets: ${REMOTE_NAMES.join(', ')}, ${LAB_FEATURES.map((key) => `labs:${key}`).join(', ')}`,
    );
  }
  const database = await openDatabase(loadEnv());
  try {
    await setEnabled(database.sql, target, state === 'on');
    console.log(`${targetText} is now ${state}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
