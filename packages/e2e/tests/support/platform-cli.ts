import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_ENV } from './e2e-env';

const apiDir = path.resolve(__dirname, '..', '..', '..', '..', 'api');

/** Runs one of the API's commands (publish-remote, rollback-remote, toggle, import-places) against the e2e site. */
export function platformCommand(
  command: 'publish-remote' | 'rollback-remote' | 'toggle' | 'import-places',
  args: string[],
): string {
  const tsx = require.resolve('tsx/cli', { paths: [apiDir] });
  return execFileSync(process.execPath, [tsx, `src/cli/${command}.ts`, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
