#!/usr/bin/env node
// The operator commands of the root package.json (`npm run import-places -- …`, `npm run
// staff -- …`, …): the API's command in api/src/cli/ run by the API's tsx, straight from
// here. Run through `pnpm exec`, every failing command ended in pnpm's own error block
// (ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL) under the command's message, and pnpm had to be found
// or fetched through npx first. File arguments are read from where npm was run (INIT_CWD).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { root } from './pnpm.mjs';

const apiDir = path.join(root, 'api');
const [name, ...args] = process.argv.slice(2);
const file = name && /^[a-z][a-z-]*$/.test(name) ? path.join('src', 'cli', `${name}.ts`) : '';
if (!file || !existsSync(path.join(apiDir, file))) {
  console.error(
    `Usage: node scripts/api-command.mjs COMMAND [ARGS…], COMMAND a file of api/src/cli/.`,
  );
  process.exit(2);
}

const child = spawn(
  process.execPath,
  [path.join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), file, ...args],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  },
);
// A Ctrl-C on a terminal reaches the command itself (one process group); passing it on
// as well would make the command hear it twice. Signals sent to this process alone are
// passed on; the exit waits for the command's own.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
