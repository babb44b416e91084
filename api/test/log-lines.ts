import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

// A server's log, read line by line as it writes it, for a test to wait for what it says
// (that it has a request, that it stopped accepting) rather than for a fixed time.

export interface LogLine {
  level?: number;
  msg?: string;
  [field: string]: unknown;
}

interface Waiter {
  matches: (line: LogLine) => boolean;
  count: number;
  what: string;
  resolve: (found: LogLine[]) => void;
  reject: (error: Error) => void;
}

export interface LogLines {
  /** Every line so far (a line that is not JSON is kept as its `msg`). */
  readonly lines: LogLine[];
  /**
   * The first `count` lines that match, once written (at once if they already were); fails
   * if the output ends first.
   */
  waitFor(matches: (line: LogLine) => boolean, what: string, count?: number): Promise<LogLine[]>;
}

export function readLogLines(output: Readable): LogLines {
  const lines: LogLine[] = [];
  const waiters = new Set<Waiter>();
  let ended = false;
  const settle = (waiter: Waiter) => {
    const found = lines.filter(waiter.matches);
    if (found.length < waiter.count) return false;
    waiters.delete(waiter);
    waiter.resolve(found.slice(0, waiter.count));
    return true;
  };
  const reader = createInterface({ input: output });
  reader.on('line', (text) => {
    let line: LogLine;
    try {
      const parsed: unknown = JSON.parse(text);
      line = typeof parsed === 'object' && parsed !== null ? (parsed as LogLine) : { msg: text };
    } catch {
      line = { msg: text };
    }
    lines.push(line);
    for (const waiter of [...waiters]) settle(waiter);
  });
  // What the server said last, for the failure's message: why it stopped, when it did.
  const ending = () =>
    lines
      .slice(-8)
      .map((line) => JSON.stringify(line))
      .join('\n');
  reader.on('close', () => {
    ended = true;
    for (const waiter of [...waiters]) {
      waiters.delete(waiter);
      waiter.reject(
        new Error(`the log ended before it said: ${waiter.what}; its last lines:\n${ending()}`),
      );
    }
  });
  return {
    lines,
    waitFor(matches, what, count = 1) {
      return new Promise((resolve, reject) => {
        const waiter = { matches, count, what, resolve, reject };
        if (settle(waiter)) return;
        if (ended) {
          reject(new Error(`the log ended before it said: ${what}; its last lines:\n${ending()}`));
        } else waiters.add(waiter);
      });
    },
  };
}
