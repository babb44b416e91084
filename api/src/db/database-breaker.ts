export type DatabaseState = 'up' | 'down';

/** What the server knows of its database, without waiting on the pool. */
export interface DatabaseHealth {
  readonly state: DatabaseState;
  /**
   * One bounded check on a connection of its own (for /api/ready): false at once while
   * the database is known to be down.
   */
  check: () => Promise<boolean>;
  /** The database is down for certain (its process exited): fail fast from now on. */
  markDown: (reason: string) => void;
  /** Something failed, or the server may be back: check now rather than at the next beat. */
  probeSoon: () => void;
}

export interface DatabaseBreaker extends DatabaseHealth {
  close: () => void;
}

export interface BreakerOptions {
  /** Resolves when the database answers; rejects (within its own time bound) when not. */
  probe: () => Promise<void>;
  /** The heartbeat while up: a database that vanished unnoticed is found within this. */
  upIntervalMs?: number;
  /** How often a down database is checked: the service is back within this of it. */
  downIntervalMs?: number;
  onDown?: (reason: string) => void;
  onUp?: (downForMs: number) => void;
  /** Monotonic milliseconds, for how long an outage lasted. */
  now?: () => number;
}

/**
 * A circuit breaker for the database. Up, queries go to the pool. A failed check opens
 * it (down): queries are refused at once with 503 instead of queueing for a server that
 * is not there, and it is checked every `downIntervalMs` until it answers again.
 */
export function createDatabaseBreaker(options: BreakerOptions): DatabaseBreaker {
  const upIntervalMs = options.upIntervalMs ?? 1000;
  const downIntervalMs = options.downIntervalMs ?? 250;
  const now = options.now ?? (() => performance.now());
  let state: DatabaseState = 'up';
  let downSince = 0;
  let running: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void probe(), state === 'up' ? upIntervalMs : downIntervalMs);
    timer.unref();
  };
  const setDown = (reason: string) => {
    if (closed || state === 'down') return;
    state = 'down';
    downSince = now();
    options.onDown?.(reason);
    schedule();
  };
  const setUp = () => {
    if (closed || state === 'up') return;
    state = 'up';
    options.onUp?.(now() - downSince);
  };
  // One check at a time: everyone who asks meanwhile shares its answer.
  const probe = (): Promise<boolean> => {
    running ??= options
      .probe()
      .then(
        () => true,
        () => false,
      )
      .then((answered) => {
        running = undefined;
        if (answered) setUp();
        else setDown('it did not answer a check');
        schedule();
        return answered;
      });
    return running;
  };

  schedule();
  return {
    get state() {
      return state;
    },
    check: () => (state === 'down' ? Promise.resolve(false) : probe()),
    markDown: setDown,
    probeSoon: () => void probe(),
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}
