import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { freePort, isAlive, newDataDir, postmasterPid } from './embedded-drill';

// The embedded PostgreSQL runs in its own process group, so it outlives an API killed
// with SIGKILL. The next start must stop that orphan and run a supervised one; a server
// whose owner is alive (the site, while a command runs) is reused as before.

let dataDir: string;
let port: number;
const started: EmbeddedDatabase[] = [];
const owners: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = newDataDir('pa-owner-');
  port = await freePort();
});

afterAll(async () => {
  for (const embedded of started.reverse()) await embedded.stop();
  for (const owner of owners) if (owner.exitCode === null) owner.kill('SIGKILL');
  // Whatever still runs on the folder (a failed run's orphan) is stopped too.
  try {
    process.kill(postmasterPid(dataDir), 'SIGINT');
  } catch {
    // Stopped already.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** An API process of its own that starts the embedded PostgreSQL, and is then killed. */
async function startOwner() {
  // tsx as a loader, so the process killed is the one that started PostgreSQL.
  const owner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'fixtures', 'run-embedded-postgres.ts'),
      dataDir,
      String(port),
    ],
    { cwd: path.resolve(__dirname, '..') },
  );
  owners.push(owner);
  await new Promise<void>((resolve, reject) => {
    owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    owner.once('exit', () => reject(new Error('the owner exited before it was ready')));
  });
  return owner;
}

describe('an embedded PostgreSQL already running on the data folder', () => {
  it('is reused while its owner lives, and replaced when its owner was killed', async () => {
    const owner = await startOwner();
    const first = postmasterPid(dataDir);
    const reused = await startEmbeddedPostgres({ dataDir, port });
    expect(reused.startedHere).toBe(false);

    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    // Killed with SIGKILL, the owner could not stop it: it still runs, supervised by nobody.
    expect(isAlive(first)).toBe(true);

    const successor = await startEmbeddedPostgres({ dataDir, port });
    started.push(successor);
    // The orphan was stopped (its lock file is this one's now), and this one is supervised.
    expect(successor.startedHere).toBe(true);
    expect(postmasterPid(dataDir)).not.toBe(first);
    expect(isAlive(postmasterPid(dataDir))).toBe(true);
  }, 60_000);
});
