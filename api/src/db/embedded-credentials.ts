import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedCredentials {
  user: string;
  password: string;
}

/** What every data folder made before decision 0023 has; upgraded on its next start. */
export const LEGACY_CREDENTIALS: EmbeddedCredentials = { user: 'postgres', password: 'postgres' };

export const EMBEDDED_DATABASE_NAME = 'pizza_atlas';

/** Beside the cluster in the data folder (never committed), readable by this user only. */
export function credentialsFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-credentials.json');
}

export function readCredentials(dataDir: string): EmbeddedCredentials | undefined {
  const file = credentialsFile(dataDir);
  if (!existsSync(file)) return undefined;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedCredentials>;
  if (typeof stored.user !== 'string' || typeof stored.password !== 'string')
    throw new Error(`${file} must hold {"user": "…", "password": "…"}.`);
  return { user: stored.user, password: stored.password };
}

/** Written whole or not at all (a rename), with mode 0600 from the start. */
export function writeCredentials(dataDir: string, credentials: EmbeddedCredentials): void {
  mkdirSync(dataDir, { recursive: true });
  const file = credentialsFile(dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/** 192 random bits, in hex: safe to write into ALTER ROLE … PASSWORD '…' as it is. */
export function generateCredentials(): EmbeddedCredentials {
  return { user: 'postgres', password: randomBytes(24).toString('hex') };
}

export function embeddedUrl(
  credentials: EmbeddedCredentials,
  port: number,
  database = EMBEDDED_DATABASE_NAME,
): string {
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  return `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
}
