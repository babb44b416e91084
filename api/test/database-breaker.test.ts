import { createDatabaseBreaker, type DatabaseBreaker } from '../src/db/database-breaker';

/** A probe whose answer the test sets, counting its calls. */
function scriptedProbe() {
  const probe = { answers: true, calls: 0 };
  const run = () => {
    probe.calls += 1;
    return probe.answers ? Promise.resolve() : Promise.reject(new Error('down'));
  };
  return { probe, run };
}

describe('the database breaker', () => {
  let breaker: DatabaseBreaker;
  const events: string[] = [];
  let clock = 0;

  beforeEach(() => {
    jest.useFakeTimers();
    events.length = 0;
    clock = 0;
  });

  afterEach(() => {
    breaker.close();
    jest.useRealTimers();
  });

  function start(run: () => Promise<void>) {
    breaker = createDatabaseBreaker({
      probe: run,
      upIntervalMs: 1000,
      downIntervalMs: 250,
      onDown: (reason) => events.push(`down: ${reason}`),
      onUp: (ms) => events.push(`up after ${ms} ms`),
      now: () => clock,
    });
  }

  it('opens on a failed check, refuses readiness at once, and closes when a check answers', async () => {
    const { probe, run } = scriptedProbe();
    start(run);
    expect(breaker.state).toBe('up');
    probe.answers = false;
    breaker.probeSoon();
    await jest.advanceTimersByTimeAsync(0);
    expect(breaker.state).toBe('down');
    expect(events).toEqual(['down: it did not answer a check']);

    const calls = probe.calls;
    expect(await breaker.check()).toBe(false);
    expect(probe.calls).toBe(calls);

    // Checked every 250 ms while down.
    await jest.advanceTimersByTimeAsync(1000);
    expect(probe.calls).toBe(calls + 4);
    probe.answers = true;
    clock = 1600;
    await jest.advanceTimersByTimeAsync(250);
    expect(breaker.state).toBe('up');
    expect(events.at(-1)).toBe('up after 1600 ms');
    expect(await breaker.check()).toBe(true);
  });

  it('finds a database that vanished with no traffic, by its heartbeat', async () => {
    const { probe, run } = scriptedProbe();
    start(run);
    probe.answers = false;
    await jest.advanceTimersByTimeAsync(999);
    expect(breaker.state).toBe('up');
    await jest.advanceTimersByTimeAsync(1);
    expect(breaker.state).toBe('down');
  });

  it('opens at once when told the database is down, without a check', async () => {
    const { probe, run } = scriptedProbe();
    start(run);
    breaker.markDown('the embedded PostgreSQL exited (SIGKILL)');
    expect(breaker.state).toBe('down');
    expect(probe.calls).toBe(0);
    expect(events).toEqual(['down: the embedded PostgreSQL exited (SIGKILL)']);
    await jest.advanceTimersByTimeAsync(250);
    expect(breaker.state).toBe('up');
  });

  it('runs one check at a time, shared by everyone asking', async () => {
    let finish: () => void = () => undefined;
    let calls = 0;
    start(() => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const answers = Promise.all([breaker.check(), breaker.check(), breaker.check()]);
    breaker.probeSoon();
    finish();
    expect(await answers).toEqual([true, true, true]);
    expect(calls).toBe(1);
  });
});
