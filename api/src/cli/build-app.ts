import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../env';

/** Runs webpack for one app, writing into `outputPath`. Builds nothing else. */
export function buildApp(appFolder: string, outputPath: string): void {
  const appDir = path.join(REPO_ROOT, appFolder);
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, MF_OUTPUT_PATH: outputPath },
  });
  if (result.status !== 0)
    throw new Error(`webpack failed for ${appFolder} (exit ${result.status})`);
}
