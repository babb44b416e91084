import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// What the tests that start, kill and stop a real embedded PostgreSQL share.

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/** A new data folder (DATA_DIR) in the temp folder, named from `prefix`. */
export function newDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // As root, PostgreSQL runs as its own user, which must reach the folder.
  chmodSync(dir, 0o755);
  return dir;
}

/** The pid of the postmaster running on the data folder's cluster. */
export function postmasterPid(dataDir: string): number {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
