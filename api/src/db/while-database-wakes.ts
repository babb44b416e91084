import { setTimeout as pause } from 'node:timers/promises';
import { isDatabaseUnavailable } from './database-unavailable';

export interface WakeOptions {
  log: (message: string, level?: number) => void;
  /** How long start-up waits for the database in all (60 s). */
  waitMs?: number;
  /** Waits between tries (tests pass one that does not wait). */
  pause?: (ms: number) => Promise<unknown>;
  now?: () => number;
}

/**
 * Runs an idempotent start-up step again while the database does not answer, with growing
 * pauses, rather than exit at the first slow answer: servers starting together on a busy
 * machine can find the database too slow for a moment (the pool's breaker then fails fast
 * until it answers again). Any other error, or the wait running out, ends the start.
 */
export async function whileDatabaseWakes<T>(
  step: () => Promise<T>,
  options: WakeOptions,
): Promise<T> {
  const now = options.now ?? Date.now;
  const wait = options.pause ?? pause;
  const deadline = now() + (options.waitMs ?? 60_000);
  for (let pauseMs = 250; ; pauseMs = Math.min(pauseMs * 2, 4000)) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || now() + pauseMs > deadline) throw error;
      options.log(`starting: the database does not answer yet; trying again in ${pauseMs} ms`, 40);
      await wait(pauseMs);
    }
  }
}
