import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ProcessUser } from './postgres-user';

export interface PostgresSupervisor {
  /** The postmaster's process id while it runs. */
  readonly pid: number | undefined;
  /** Starts the server; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL; never restarted after. */
  stop: () => Promise<void>;
  /** The server exited by itself (crashed, killed): it is being started again. */
  onExit: (listener: (reason: string) => void) => void;
  /** The server accepts connections again after a restart. */
  onRestart: (listener: () => void) => void;
}

export interface SuperviseOptions {
  postgres: string;
  databaseDir: string;
  port: number;
  user: ProcessUser;
  log?: (message: string, level?: number) => void;
  /** Waits before each restart in a row; the last repeats. */
  restartDelaysMs?: number[];
  /** How long each step of stop() waits for the server to exit. */
  stopStepMs?: number;
}

const READY = 'database system is ready to accept connections';
/** A server that ran this long before exiting starts the restart delays over. */
const STABLE_MS = 30_000;

/**
 * Runs the embedded PostgreSQL as a child process and starts it again whenever it exits
 * without being asked to: killed, crashed or out of memory. Its old backends may still
 * hold shared memory for a moment after the postmaster is killed, so a restart that
 * fails is tried again, waiting longer each time.
 */
export function supervisePostgres(options: SuperviseOptions): PostgresSupervisor {
  const log = options.log ?? (() => undefined);
  const delays = options.restartDelaysMs ?? [200, 500, 1000, 2000, 5000];
  const stopStepMs = options.stopStepMs ?? 10_000;
  const exitListeners: ((reason: string) => void)[] = [];
  const restartListeners: (() => void)[] = [];
  let child: ChildProcess | undefined;
  let starting: Promise<ChildProcess> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let failures = 0;

  // If this process ends without stop() (an uncaught error), the server ends with it.
  const stopWithProcess = () => child?.kill('SIGINT');

  const launch = (): Promise<ChildProcess> =>
    new Promise((resolve, reject) => {
      const server = spawn(
        options.postgres,
        [
          '-D',
          options.databaseDir,
          '-p',
          String(options.port),
          // This machine only, and no Unix socket in a shared folder.
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          // The ready line below is looked for in English.
          '-c',
          'lc_messages=C',
        ],
        {
          uid: options.user.uid,
          gid: options.user.gid,
          env: { ...process.env, LC_MESSAGES: 'C' },
          // Its own process group: Ctrl+C in a terminal (SIGINT to the whole foreground
          // group) reaches only this process, which stops PostgreSQL after its drain.
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const recent: string[] = [];
      let ready = false;
      // Read every line, always: a full pipe would block PostgreSQL's logging.
      createInterface({ input: server.stderr! }).on('line', (line) => {
        if (ready) return;
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (line.includes(READY)) {
          ready = true;
          resolve(server);
        }
      });
      server.once('error', reject);
      server.once('exit', (code, signal) => {
        if (!ready)
          reject(
            new Error(
              `PostgreSQL exited (${signal ?? `code ${code}`}) before accepting connections:\n${recent.join('\n')}`,
            ),
          );
      });
    });

  const watch = (server: ChildProcess) => {
    const startedAt = performance.now();
    child = server;
    server.once('exit', (code, signal) => {
      if (child === server) child = undefined;
      if (stopping) return;
      if (performance.now() - startedAt > STABLE_MS) failures = 0;
      const reason = `the embedded PostgreSQL exited (${signal ?? `code ${code}`})`;
      for (const listener of exitListeners) listener(reason);
      restartLater(reason);
    });
  };

  const restartLater = (reason: string) => {
    const delay = delays[Math.min(failures, delays.length - 1)]!;
    failures += 1;
    log(`${reason}; starting it again in ${delay} ms`, 50);
    restartTimer = setTimeout(() => {
      if (stopping) return;
      starting = launch();
      void starting.then(
        (server) => {
          starting = undefined;
          // Watched even when stop() came meanwhile: stop() then ends this one.
          watch(server);
          if (stopping) return;
          log(`the embedded PostgreSQL is running again (pid ${server.pid})`);
          for (const listener of restartListeners) listener();
        },
        (error: unknown) => {
          starting = undefined;
          const message = error instanceof Error ? error.message.split('\n').at(-1) : '';
          restartLater(`the embedded PostgreSQL did not start again (${message})`);
        },
      );
    }, delay);
  };

  const waitForExit = (server: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<boolean>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve(true);
      const timer = setTimeout(() => resolve(false), stopStepMs);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
      server.kill(signal);
    });

  return {
    get pid() {
      return child?.pid;
    },
    start: async () => {
      stopping = false;
      watch(await launch());
      process.on('exit', stopWithProcess);
    },
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      await starting?.catch(() => undefined);
      process.off('exit', stopWithProcess);
      const server = child;
      if (!server) return;
      // Fast shutdown ends the sessions and writes a checkpoint; immediate shutdown
      // skips the checkpoint (recovered on the next start); SIGKILL if even that hangs.
      for (const signal of ['SIGINT', 'SIGQUIT', 'SIGKILL'] as const)
        if (await waitForExit(server, signal)) break;
      child = undefined;
    },
    onExit: (listener) => exitListeners.push(listener),
    onRestart: (listener) => restartListeners.push(listener),
  };
}
