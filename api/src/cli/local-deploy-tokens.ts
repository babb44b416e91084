import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseOwner } from '@pizza-atlas/contracts';

/**
 * The local site's deploy tokens, one per remote, so `npm start` and the release
 * commands on this machine can publish without anyone pasting a token. Kept in the
 * data folder (never committed), readable by this user only.
 */
export function localTokensFile(dataDir: string): string {
  return path.join(dataDir, 'deploy-tokens.json');
}

export function readLocalTokens(dataDir: string): Partial<Record<ReleaseOwner, string>> {
  const file = localTokensFile(dataDir);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<ReleaseOwner, string>>;
}

export function writeLocalTokens(
  dataDir: string,
  tokens: Partial<Record<ReleaseOwner, string>>,
): void {
  mkdirSync(dataDir, { recursive: true });
  const file = localTokensFile(dataDir);
  writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
