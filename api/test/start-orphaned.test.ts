import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from './eventually';

// `npm start` runs scripts/start.mjs under `sh -c`. A SIGTERM sent to npm alone (how a
// supervisor stops it) kills that shell and never reaches start.mjs, which used to go on
// serving the site with nobody to stop it. Now it stops the API as SIGTERM would once it
// has lost its parent (stopWhenOrphaned in scripts/local-site.mjs).

const LOCAL_SITE = path.join(__dirname, '..', '..', 'scripts', 'local-site.mjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-orphan-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('stops the site with SIGTERM when the shell that started it is killed', async () => {
  const marker = path.join(dir, 'signal');
  const starter = path.join(dir, 'starter.mjs');
  // A stand-in for start.mjs: the same helper, with a "server" that notes its signal. It
  // says 'armed' once it listens for SIGTERM, and the starter 'ready' after that.
  const server = `process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(
    marker,
  )}, 'SIGTERM'); process.exit(0); }); console.log('armed'); setInterval(() => {}, 1000);`;
  writeFileSync(
    starter,
    `import { spawn } from 'node:child_process';
import { stopWhenOrphaned } from ${JSON.stringify(LOCAL_SITE)};
const server = spawn(process.execPath, ['-e', ${JSON.stringify(server)}], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
stopWhenOrphaned(server, 50);
server.on('exit', (code) => process.exit(code ?? 0));
server.stdout.once('data', () => console.log('ready', process.pid));
`,
  );
  // '; true' keeps the shell waiting on the script, as npm's does, rather than exec-ing it.
  const shell = spawn('sh', ['-c', `"${process.execPath}" "${starter}"; true`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const starterPid = await new Promise<number>((resolve, reject) => {
    shell.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    shell.once('exit', () => reject(new Error('the shell ended before the starter was ready')));
  });
  expect(existsSync(marker)).toBe(false);
  shell.kill('SIGTERM');
  // The starter checks for its parent every 50 ms: wait until it is gone and the server
  // noted its signal (20 s bounds a failure only).
  await eventually(() => !isAlive(starterPid) && existsSync(marker), {
    what: 'the starter gone and the server stopped with SIGTERM',
    intervalMs: 50,
  }).catch(() => undefined);
  const left = isAlive(starterPid);
  // Never leave the stand-in running, whatever the outcome (its server goes with it).
  if (left) process.kill(starterPid, 'SIGKILL');
  expect(existsSync(marker) && readFileSync(marker, 'utf8')).toBe('SIGTERM');
  expect(left).toBe(false);
});
