import type { Env } from './env';

/**
 * Where the API reads the time. Opening hours, open now, wait times, today's featured
 * places, the dates of visitor writes and upload-token expiry all ask a Clock, so a test
 * can fix the instant and an end-to-end run can start the server at a chosen one.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Always the same instant: for tests that must give one definite answer. */
export function fixedClock(at: Date | string): Clock {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) throw new Error(`Not an instant: ${String(at)}`);
  return { now: () => new Date(time) };
}

/**
 * Starts at `start`, then advances with real time, so timers, rate-limit windows and
 * token lifetimes behave as usual. Measured on the monotonic clock, so a wall-clock
 * correction while the server runs does not move it.
 */
export function clockStartingAt(start: Date): Clock {
  const startedAt = performance.now();
  return { now: () => new Date(start.getTime() + (performance.now() - startedAt)) };
}

/** The real clock, or one starting at CLOCK_START when that is set (end-to-end runs). */
export function clockFromEnv(env: Pick<Env, 'CLOCK_START'>): Clock {
  return env.CLOCK_START ? clockStartingAt(env.CLOCK_START) : systemClock;
}
