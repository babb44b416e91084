import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ENV } from './e2e-env';

const apiDir = path.resolve(__dirname, '..', '..', '..', '..', 'api');

/** A command that has not finished in 2 minutes is stopped, and its test fails with it. */
export const COMMAND_TIMEOUT_MS = 120_000;

/**
 * An operator command as `npm run build` compiles it (api/dist/<command>.js), the file a
 * production operator runs. The e2e server compiles api/dist from the current sources before
 * any test starts (scripts/serve.mjs), so it is never stale, and plain node starts in about a
 * quarter of tsx's time (decision 0060).
 */
export function builtCommand(command: string): string {
  return path.join(apiDir, 'dist', `${command}.js`);
}

/**
 * Runs one of the platform commands against the e2e site: publish-remote and
 * rollback-remote go through its release API with the site's local deploy tokens,
 * toggle and import-places are staff commands on its database.
 */
export function platformCommand(
  command: 'publish-remote' | 'rollback-remote' | 'toggle' | 'import-places',
  args: string[],
): string {
  return execFileSync(process.execPath, [builtCommand(command), ...args], {
    cwd: apiDir,
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // execFileSync holds the test's thread, so its own timeout cannot end a hung command.
    timeout: COMMAND_TIMEOUT_MS,
  });
}

/** Builds guides alone, as its team would, into a fresh folder; answers the folder. */
export function buildGuides(): string {
  const appDir = path.resolve(apiDir, '..', 'mfe-guides');
  const outputPath = mkdtempSync(path.join(os.tmpdir(), 'pa-e2e-guides-'));
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  execFileSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, MF_OUTPUT_PATH: outputPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return outputPath;
}
