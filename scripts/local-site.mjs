// Runs the site on this machine and publishes its remotes the way a team does: through
// the release API with a deploy token. Used by `npm start` and the end-to-end server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './pnpm.mjs';

const apiDir = path.join(root, 'api');
const tsx = path.join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Starts the API (shell, remotes and /api on one port) as a child process: from its
 * TypeScript through tsx, or with `built` from api/dist as `npm run serve` runs it.
 */
export function startApi(env = process.env, { built = false } = {}) {
  const args = built ? ['dist/main.js'] : [tsx, 'src/main.ts'];
  const server = spawn(process.execPath, args, {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  stopWhenOrphaned(server);
  return server;
}

/**
 * Stops `server` as SIGTERM would (it drains, then stops its database) once this process
 * has lost its parent. `npm start` runs this script under `sh -c`, and a SIGTERM sent to npm
 * alone (a supervisor stopping it) kills that shell without reaching us: the site would go
 * on serving with nobody to stop it. Checked twice a second; the check holds nothing open.
 */
export function stopWhenOrphaned(server, intervalMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    console.log('The process that started the site has gone: stopping it.');
    server.kill('SIGTERM');
  }, intervalMs);
  timer.unref();
  server.once('exit', () => clearInterval(timer));
}

/** Compiles the API into api/dist as `npm run build` does (esbuild, a second or two). */
export function buildApi(env = process.env) {
  const result = spawnSync(process.execPath, ['scripts/compile.mjs'], {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('Compiling the API failed');
}

/** Resolves once /api/ready answers; rejects when the server exits first or time runs out. */
export async function waitUntilReady(server, env = process.env, timeoutMs = 180_000) {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST ?? 'localhost')
    ? '127.0.0.1'
    : (env.HOST ?? 'localhost');
  const url = `http://${host}:${env.PORT ?? 3000}/api/ready`;
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('The API stopped before it was ready.');
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** Runs an operator CLI: from TypeScript through tsx, or with `built` as api/dist compiled it. */
function runCli(name, args, env, built) {
  const script = built ? [`dist/${name}.js`] : [tsx, `src/cli/${name}.ts`];
  const result = spawnSync(process.execPath, [...script, ...args], {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} failed`);
}

/**
 * Gives this machine's site a live deploy token per remote (kept in DATA_DIR, reused on
 * the next start), then builds and uploads the remotes named in `publishArgs`. With `built`,
 * the commands run from api/dist (`buildApi` compiles it), without tsx's start-up.
 */
export function publishLocally(publishArgs, env = process.env, { built = false } = {}) {
  runCli('deploy-token', ['local'], env, built);
  runCli('publish-remote', publishArgs, env, built);
}
