// Starts the production site for the end-to-end tests: a fresh data folder, every
// remote published into it, then the API serving shell, remotes and /api.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..', '..', '..', 'api');
const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const publish = spawnSync(process.execPath, [tsx, 'src/cli/publish-remote.ts', '--all'], {
  cwd: apiDir,
  stdio: 'inherit',
});
if (publish.status !== 0) process.exit(publish.status ?? 1);

const server = spawn(process.execPath, [tsx, 'src/main.ts'], { cwd: apiDir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
