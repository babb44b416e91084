import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedCredentials } from './embedded-credentials';
import type { ProcessUser } from './postgres-user';

const run = promisify(execFile);

/**
 * Creates a new cluster in `databaseDir` whose superuser has the generated password.
 * Connections need that password (scram-sha-256), even from this machine.
 */
export async function initPostgresCluster(options: {
  initdb: string;
  databaseDir: string;
  credentials: EmbeddedCredentials;
  user: ProcessUser;
}): Promise<void> {
  const { uid, gid } = options.user;
  mkdirSync(options.databaseDir, { recursive: true });
  if (uid !== undefined) chownSync(options.databaseDir, uid, gid ?? uid);
  // initdb reads the password from a file: a private one, gone as soon as it is read.
  const secretDir = mkdtempSync(path.join(os.tmpdir(), 'pa-initdb-'));
  const passwordFile = path.join(secretDir, 'password');
  try {
    writeFileSync(passwordFile, `${options.credentials.password}\n`, { mode: 0o600 });
    if (uid !== undefined) {
      chownSync(secretDir, uid, gid ?? uid);
      chownSync(passwordFile, uid, gid ?? uid);
    }
    chmodSync(secretDir, 0o700);
    await run(
      options.initdb,
      [
        `--pgdata=${options.databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${options.credentials.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      { uid, gid, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`initdb failed in ${options.databaseDir}: ${output || String(error)}`);
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}
