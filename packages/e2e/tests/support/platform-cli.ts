import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
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

/**
 * A release of guides as its team would publish it, in a fresh folder the caller changes and
 * publishes: a copy of guides' own build, which the site's set-up made from the current
 * sources before any test started (scripts/serve.mjs builds each app whose sources changed).
 * Building it again here, from the same sources, took a webpack run of about 10 s (quiet)
 * for each of three tests in the one-at-a-time site-wide lane (docs/quality.md,
 * "Session 27").
 */
export function copyGuidesBuild(): string {
  const built = path.resolve(apiDir, '..', 'mfe-guides', 'dist');
  if (!existsSync(path.join(built, 'mf-manifest.json')))
    throw new Error(`No guides build at ${built}: the site's set-up (scripts/serve.mjs) makes it`);
  const outputPath = mkdtempSync(path.join(os.tmpdir(), 'pa-e2e-guides-'));
  // The set-up's .source-hash note comes along; a release leaves dot files out (pack-release.ts).
  cpSync(built, outputPath, { recursive: true });
  return outputPath;
}
