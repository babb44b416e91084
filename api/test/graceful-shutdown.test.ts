import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { openDatabase } from '../src/db/open-database';
import { testEnv } from './test-database';
import { freePort, newDataDir } from './embedded-drill';
import { eventually } from './eventually';
import { readLogLines, type LogLines } from './log-lines';

// SIGTERM or SIGINT with requests in flight (issue 13, item 2): the real entry point (src/main.ts,
// as `npm start` runs it) on the embedded PostgreSQL. Each request's body is still being
// sent when the signal comes; every one must get its answer, and PostgreSQL must stop
// only after them. The test waits for what the server's log says (at debug: each request
// received), never for a fixed time.

const apiDir = path.resolve(__dirname, '..');
const IN_FLIGHT = 5;

let dataDir: string;
let server: ChildProcess;
let port: number;
let pgPort: number;
let log: LogLines;

const says = (message: string) => (line: { msg?: string }) => line.msg === message;

/** A contact message whose body is sent in two halves: the request stays open in between. */
function slowWrite(id: number) {
  const body = JSON.stringify({
    name: 'Shutdown Drill',
    email: 'drill@example.com',
    message: `shutdown drill ${id}`,
    type: 'general',
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 20));
  return { finish: () => request.end(body.slice(20)), answer };
}

function connects(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeEach(async () => {
  dataDir = newDataDir('pa-shutdown-');
  [port, pgPort] = [await freePort(), await freePort()];
  const tsx = require.resolve('tsx/cli', { paths: [apiDir] });
  server = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // Development: the embedded PostgreSQL is refused in production (docs/decisions/0035).
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      SEED_SAMPLE_CATALOG: 'false',
      SHELL_DIST: path.join(dataDir, 'no-shell'),
      LOG_LEVEL: 'debug',
    },
  });
  log = readLogLines(server.stdout!);
  await log.waitFor(
    (line) => line.msg?.startsWith('Server listening at') ?? false,
    'Server listening at …',
  );
  // Ready once its own check of the database passes (bounded in time: ask again).
  await eventually(
    async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined))?.ok,
    { what: '/api/ready answers 200', timeoutMs: 60_000, intervalMs: 100 },
  );
}, 120_000);

afterEach(async () => {
  // A test that failed may leave the server running. SIGKILL would end tsx alone, leaving
  // its child (the server) and the embedded PostgreSQL behind: it gets SIGTERM and stops
  // both itself, unless it has not within 30 s.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const cut = setTimeout(() => server.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(cut);
  }
  server.stdout?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a signal with requests in flight', () => {
  // A terminal's Ctrl+C arrives more than once (every process of the group gets it, and
  // npm and tsx pass it on): the repeat must not cut the drain short.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: answers every one, stops accepting, then stops PostgreSQL and exits 0',
    async (signal) => {
      const writes = Array.from({ length: IN_FLIGHT }, (_, id) => slowWrite(id));
      // The server has read every request's headers before the signal.
      await log.waitFor(
        (line) => line.msg === 'request received' && line.url === '/api/contact',
        `request received, ${IN_FLIGHT} times`,
        IN_FLIGHT,
      );
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      const signalledAt = performance.now();
      server.kill(signal);
      await log.waitFor(
        (line) => line.msg?.startsWith(`${signal}: no new connections`) ?? false,
        `${signal}: no new connections`,
      );
      server.kill(signal);
      await log.waitFor(says(`${signal} again: already stopping`), `${signal} again`);

      await eventually(async () => !(await connects()), { what: 'connections refused' });
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
      for (const write of writes) write.finish();
      const answers = await Promise.all(writes.map((write) => write.answer));
      expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(201));
      expect(await exited).toBe(0);
      if (process.env.PA_PRINT_FIGURES)
        console.log(
          JSON.stringify({
            signal,
            answered: answers.filter((answer) => answer.status === 201).length,
            exitedAfterMs: Math.round(performance.now() - signalledAt),
          }),
        );
      // PostgreSQL stopped cleanly (no lock file left), after the writes were committed.
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      const database = await openDatabase({
        ...testEnv(),
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: pgPort,
      });
      try {
        const stored = await database.sql<{ message: string }[]>`
        select message from contact_messages where message like 'shutdown drill %' order by message`;
        expect(stored.map((row) => row.message)).toEqual(
          Array.from({ length: IN_FLIGHT }, (_, id) => `shutdown drill ${id}`),
        );
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
