import { clockFromEnv, clockStartingAt, fixedClock, systemClock } from '../src/clock';

// The time that passes is the test's own (Jest's fake timers move performance.now()).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('clocks', () => {
  it('a fixed clock always answers its instant', () => {
    const clock = fixedClock('2026-11-22T09:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(clock.now()).toEqual(clock.now());
    expect(() => fixedClock('soon')).toThrow('Not an instant: soon');
  });

  it('a clock from CLOCK_START starts there and then moves with real time', () => {
    const start = new Date('2026-11-20T23:30:00Z');
    const clock = clockStartingAt(start);
    expect(clock.now()).toEqual(start);
    jest.advanceTimersByTime(30);
    expect(clock.now().getTime() - start.getTime()).toBe(30);
  });

  it('the environment picks the real clock unless CLOCK_START is set', () => {
    expect(clockFromEnv({ CLOCK_START: undefined })).toBe(systemClock);
    const start = new Date('2026-11-20T23:30:00Z');
    const clock = clockFromEnv({ CLOCK_START: start });
    expect(clock.now()).toEqual(start);
    jest.advanceTimersByTime(1000);
    expect(clock.now().getTime() - start.getTime()).toBe(1000);
  });
});
