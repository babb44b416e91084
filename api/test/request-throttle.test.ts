import { performance as realClock } from 'node:perf_hooks';
import { RequestThrottle, ThrottleQueueFull } from '../src/providers/yelp/request-throttle';

// The throttle spaces starts on the monotonic clock; here that clock is Jest's fake one,
// so the spacing is exact and no test waits on real time.
beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Takes `count` slots at once and answers when each one was granted (fake ms). */
async function grantTimes(throttle: RequestThrottle, count: number) {
  const granted: number[] = [];
  const takes = Array.from({ length: count }, () => {
    // Real time passes between callers (20 ms of busy work, timed on the real clock, which
    // Jest does not fake): only the fake clock may count.
    const start = realClock.now();
    while (realClock.now() - start < 20);
    return throttle.take().then(() => granted.push(performance.now()));
  });
  await jest.runAllTimersAsync();
  await Promise.all(takes);
  return granted;
}

describe('RequestThrottle', () => {
  it('spaces a burst 1.1 s / requestsPerSecond apart, the first at once', async () => {
    const throttle = new RequestThrottle({ requestsPerSecond: 5, maxWaitMs: 10_000 });
    const granted = await grantTimes(throttle, 10);
    expect(granted).toEqual(Array.from({ length: 10 }, (_, i) => i * 220));
    // Any six starts span 1.1 s: at most five in any second, with 100 ms to spare.
    for (let i = 0; i + 5 < granted.length; i++) expect(granted[i + 5]! - granted[i]!).toBe(1100);
  });

  it('refuses a caller that would wait longer than maxWaitMs', async () => {
    const throttle = new RequestThrottle({ requestsPerSecond: 5, maxWaitMs: 500 });
    const first = [throttle.take(), throttle.take(), throttle.take()];
    // The fourth would start 660 ms from now.
    await expect(throttle.take()).rejects.toBeInstanceOf(ThrottleQueueFull);
    await jest.runAllTimersAsync();
    await Promise.all(first);
  });

  it('holds later requests back after a pause', async () => {
    const throttle = new RequestThrottle({ requestsPerSecond: 5, maxWaitMs: 10_000 });
    throttle.pause(1000);
    expect(await grantTimes(throttle, 2)).toEqual([1000, 1220]);
  });
});
