import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Which process of ours runs the embedded PostgreSQL. The server runs in its own process
 * group (supervise-postgres.ts), so it outlives an API killed with SIGKILL; the next start
 * finds its owner gone and stops it, rather than reusing a server nobody supervises.
 */
function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-owner.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, and someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function recordOwner(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
}

export function forgetOwner(dataDir: string): void {
  rmSync(ownerFile(dataDir), { force: true });
}

/** False only when a recorded owner is known to be gone (no record: a server from before). */
export function isOwnerAlive(dataDir: string): boolean {
  const file = ownerFile(dataDir);
  if (!existsSync(file)) return true;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return !Number.isInteger(pid) || isAlive(pid);
}

/**
 * Stops a server whose owner is gone: fast shutdown, which removes its lock file when
 * done (an orphan's exit may leave a zombie until something reaps it, so the process
 * is not what is watched), then SIGKILL after 10 s.
 */
export async function stopOrphanedPostgres(databaseDir: string): Promise<void> {
  const lock = path.join(databaseDir, 'postmaster.pid');
  const pid = Number.parseInt(readFileSync(lock, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && existsSync(lock); waited += 100) await sleep(100);
  if (existsSync(lock) && isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    await sleep(1000);
  }
}
