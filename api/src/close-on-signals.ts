import type { FastifyInstance } from 'fastify';

export interface CloseOnSignalsOptions {
  app: FastifyInstance;
  /** Closes the pool, then stops the embedded PostgreSQL (openDatabase's close). */
  closeDatabase: () => Promise<void>;
  log: (message: string, level?: number) => void;
  /** How long requests in flight may take to finish before their connections are cut. */
  drainMs?: number;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown on SIGTERM and SIGINT, in this order: stop accepting connections,
 * let the requests in flight finish (up to `drainMs`), close the pool, stop the embedded
 * PostgreSQL, exit.
 */
export function closeOnSignals(options: CloseOnSignalsOptions): void {
  const { app, log } = options;
  const drainMs = options.drainMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  const close = async (signal: string) => {
    log(
      `${signal}: no new connections; finishing the requests in flight (up to ${drainMs / 1000} s)`,
    );
    // A connection left idle after its last answer would hold close() until its
    // keep-alive timeout: close those as they appear.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      log(`requests still open after ${drainMs / 1000} s: closing their connections`, 40);
      app.server.closeAllConnections();
    }, drainMs);
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      log(
        `closing the server failed: ${error instanceof Error ? error.message : String(error)}`,
        50,
      );
      code = 1;
    } finally {
      clearInterval(idle);
      clearTimeout(cut);
    }
    try {
      await options.closeDatabase();
    } catch (error) {
      log(
        `closing the database failed: ${error instanceof Error ? error.message : String(error)}`,
        50,
      );
      code = 1;
    }
    log('stopped');
    exit(code);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches every process of the group, and `npm start` and tsx pass
    // it on too, so one keypress arrives several times: the drain is bounded anyway.
    if (closing) {
      log(`${signal} again: already stopping`);
      return;
    }
    closing = true;
    void close(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
