import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { supervisePostgres, type PostgresSupervisor } from '../src/db/supervise-postgres';
import { eventually } from './eventually';

// The supervisor's restart logic, on a stand-in for the postgres program: a small script
// that says PostgreSQL's ready line (or fails as a locked data folder does), as the test
// tells it through a file. The real server under SIGKILL: database-outage.test.ts.

let dir: string;
let program: string;
let supervisor: PostgresSupervisor | undefined;

function setMode(mode: 'ready' | 'fail' | 'ignores-fast-shutdown') {
  writeFileSync(path.join(dir, 'mode'), mode);
}

function launches(): number {
  return readFileSync(path.join(dir, 'launches'), 'utf8').split('\n').filter(Boolean).length;
}

/** The signals the stand-in was sent, in order. */
function signals(): string[] {
  return readFileSync(path.join(dir, 'signals'), 'utf8').split('\n').filter(Boolean);
}

const until = (condition: () => boolean, what: string) => eventually(condition, { what });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-supervise-'));
  writeFileSync(path.join(dir, 'launches'), '');
  writeFileSync(path.join(dir, 'signals'), '');
  const script = path.join(dir, 'fake-postgres.js');
  writeFileSync(
    script,
    `const fs = require('node:fs');
const dir = ${JSON.stringify(dir)};
fs.appendFileSync(dir + '/launches', process.pid + '\\n');
const mode = fs.readFileSync(dir + '/mode', 'utf8');
if (mode === 'fail') {
  process.stderr.write('FATAL:  lock file "postmaster.pid" already exists\\n');
  process.exit(1);
}
const noted = (signal) => fs.appendFileSync(dir + '/signals', signal + '\\n');
process.on('SIGINT', () => {
  noted('SIGINT');
  if (mode !== 'ignores-fast-shutdown') process.exit(0);
});
process.on('SIGQUIT', () => {
  noted('SIGQUIT');
  process.exit(0);
});
process.stderr.write('LOG:  starting PostgreSQL\\nLOG:  database system is ready to accept connections\\n');
setInterval(() => undefined, 1000);
`,
  );
  program = path.join(dir, 'postgres');
  writeFileSync(program, `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`);
  chmodSync(program, 0o755);
  setMode('ready');
});

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function supervise(stopStepMs = 2000) {
  supervisor = supervisePostgres({
    postgres: program,
    databaseDir: dir,
    port: 1,
    user: {},
    restartDelaysMs: [20, 40, 80],
    stopStepMs,
  });
  return supervisor;
}

describe('the PostgreSQL supervisor', () => {
  it('starts the server again when it is killed, and says so', async () => {
    const server = supervise();
    const events: string[] = [];
    server.onExit((reason) => events.push(reason));
    server.onRestart(() => events.push('restarted'));
    await server.start();
    const first = server.pid!;
    process.kill(first, 'SIGKILL');
    await until(() => events.includes('restarted'), 'restarted');
    expect(events).toEqual(['the embedded PostgreSQL exited (SIGKILL)', 'restarted']);
    expect(server.pid).toBeDefined();
    expect(server.pid).not.toBe(first);
  });

  it('keeps trying while a restart fails, and gets there', async () => {
    const server = supervise();
    let restarted = false;
    server.onRestart(() => (restarted = true));
    await server.start();
    setMode('fail');
    process.kill(server.pid!, 'SIGKILL');
    await until(() => launches() >= 4, 'four launches');
    expect(restarted).toBe(false);
    setMode('ready');
    await until(() => restarted, 'restarted');
    expect(restarted).toBe(true);
  });

  it('stops with a fast shutdown and never starts it again after stop()', async () => {
    const server = supervise();
    await server.start();
    const pid = server.pid!;
    await server.stop();
    expect(signals()).toEqual(['SIGINT']);
    expect(() => process.kill(pid, 0)).toThrow();
    // Longer than every restart delay (20, 40, 80 ms): none comes. (A machine slower than
    // that only makes this check weaker, never fail.)
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(launches()).toBe(1);
  });

  it('escalates to an immediate shutdown when the server does not stop', async () => {
    setMode('ignores-fast-shutdown');
    const server = supervise(100);
    await server.start();
    const pid = server.pid!;
    // Still running after SIGINT; SIGQUIT, 100 ms later, ends it.
    await server.stop();
    expect(signals()).toEqual(['SIGINT', 'SIGQUIT']);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('fails to start with what the server said when it exits before being ready', async () => {
    setMode('fail');
    await expect(supervise().start()).rejects.toThrow(
      /exited \(code 1\) before accepting connections:\nFATAL: {2}lock file "postmaster.pid" already exists/,
    );
  });
});
