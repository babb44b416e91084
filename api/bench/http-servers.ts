import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  url: string;
  /** The server's process: its CPU time, and its memory from /proc. */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a bench server script (a path from bench/, or absolute) in its own process; resolves once it listens. */
export function startServer(
  script: string,
  env: Record<string, string> = {},
  /** More Node flags, e.g. --cpu-prof. */
  nodeFlags: string[] = [],
): Promise<BenchServer> {
  const file = path.resolve(__dirname, script);
  const child: ChildProcess = fork(file, {
    execArgv: ['--import', 'tsx', ...nodeFlags],
    // Its own api/ folder, so another checkout's script finds that checkout's tsx.
    cwd: path.dirname(path.dirname(file)),
    env: { ...process.env, ...env },
    // The API logs every request, as in production; the bench does not print them.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before listening`)),
    );
    child.once('message', (message: { port: number }) => {
      child.removeAllListeners('exit');
      let stopping = false;
      child.once('exit', (code, signal) => {
        if (!stopping) console.error(`${script} stopped by itself (${signal ?? `exit ${code}`})`);
      });
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        pid: child.pid!,
        stop: () =>
          new Promise((done) => {
            stopping = true;
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}
