#!/usr/bin/env node
// Runs the workspace's pinned pnpm: the one on PATH when its version matches,
// otherwise the same version through npx. Nothing global is assumed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pinned version lives in package.json under config.pnpm.
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).config.pnpm;

let command = null;
function resolvePnpm() {
  if (command) return command;
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  command =
    probe.status === 0 && probe.stdout.trim() === pinned
      ? ['pnpm']
      : ['npx', '--yes', `pnpm@${pinned}`];
  return command;
}

/** Runs pnpm with the given arguments; exits the process on failure unless `allowFailure`. */
export function pnpm(args, { allowFailure = false, env = {}, cwd = root } = {}) {
  const [bin, ...pre] = resolvePnpm();
  const result = spawnSync(bin, [...pre, ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 && !allowFailure) {
    console.error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

export function installDependencies() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2), { allowFailure: true }));
}
