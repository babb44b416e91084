import { clockFromEnv, clockStartingAt, fixedClock, systemClock } from '../src/clock';

describe('clocks', () => {
  it('a fixed clock always answers its instant', () => {
    const clock = fixedClock('2026-11-22T09:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(clock.now()).toEqual(clock.now());
    expect(() => fixedClock('soon')).toThrow('Not an instant: soon');
  });

  it('a clock from CLOCK_START starts there and then moves with real time', async () => {
    const start = new Date('2026-11-20T23:30:00Z');
    const clock = clockStartingAt(start);
    const first = clock.now().getTime();
    expect(first - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(first - start.getTime()).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(25);
  });

  it('the environment picks the real clock unless CLOCK_START is set', () => {
    expect(clockFromEnv({ CLOCK_START: undefined })).toBe(systemClock);
    const start = new Date('2026-11-20T23:30:00Z');
    const moved = clockFromEnv({ CLOCK_START: start }).now().getTime() - start.getTime();
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThan(1000);
  });
});
