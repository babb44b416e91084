import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../env';

const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage']);

function collectFiles(target: string, into: string[]): void {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return;
  }
  if (stat.isFile()) {
    into.push(target);
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (!SKIP.has(entry)) collectFiles(path.join(target, entry), into);
  }
}

/** Folders whose contents go into an app's bundle. */
export function appInputs(appFolder: string): string[] {
  return [
    path.join(REPO_ROOT, appFolder),
    ...['platform', 'ui', 'api-client', 'contracts', 'mf-config'].map((name) =>
      path.join(REPO_ROOT, 'packages', name),
    ),
    path.join(REPO_ROOT, 'pnpm-lock.yaml'),
  ];
}

/** A digest of every file that goes into an app's build: same inputs, same hash. */
export function sourceHash(inputs: string[]): string {
  const files: string[] = [];
  for (const input of inputs) collectFiles(input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
