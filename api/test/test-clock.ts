import type { Clock } from '../src/clock';

/** A clock a test sets and moves by hand, so every answer about time is one definite answer. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
  advanceMinutes(minutes: number): void;
}

export function testClock(at: string | Date): TestClock {
  let time = new Date(at).getTime();
  return {
    now: () => new Date(time),
    set: (next) => {
      time = new Date(next).getTime();
    },
    advanceMinutes: (minutes) => {
      time += minutes * 60_000;
    },
  };
}

/**
 * Instants in Central time (Austin, Houston, Chicago; UTC-6 in late November 2026). Every sample
 * place's hours cover Friday 7 PM; none cover Tuesday 5 AM; on Monday at noon the
 * lunch places are open and the dinner-only ones closed.
 */
export const CENTRAL = {
  fridayDinner: '2026-11-21T01:00:00Z',
  tuesdayDawn: '2026-11-17T11:00:00Z',
  mondayNoon: '2026-11-16T18:00:00Z',
} as const;
