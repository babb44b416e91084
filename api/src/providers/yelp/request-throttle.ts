export interface RequestThrottleOptions {
  requestsPerSecond: number;
  /** A caller that would wait longer than this is refused instead of queued. */
  maxWaitMs: number;
}

/** Thrown by `RequestThrottle.take` when the queue is longer than `maxWaitMs`. */
export class ThrottleQueueFull extends Error {
  constructor(readonly waitMs: number) {
    super('The request queue is full');
  }
}

/**
 * Spaces request starts evenly. Unlike a token bucket it never lets a burst through:
 * Yelp answers 429 TOO_MANY_REQUESTS_PER_SECOND past an unpublished QPS limit, counted
 * where requests arrive. Starts are 1.1 s / requestsPerSecond apart, so any
 * requestsPerSecond + 1 of them span 1.1 s and up to 100 ms of network jitter still
 * leaves at most requestsPerSecond arrivals in any second at Yelp.
 * Runs on the monotonic clock (the global `performance`, which Jest's fake timers replace).
 */
// Spacing measures elapsed time, not the time of day, so it stays on the monotonic
// clock (performance.now) rather than the server's Clock, which tests and CLOCK_START move.
export class RequestThrottle {
  private readonly intervalMs: number;
  private nextSlot = 0;

  constructor(private readonly options: RequestThrottleOptions) {
    this.intervalMs = 1100 / Math.max(0.01, options.requestsPerSecond);
  }

  /** Resolves when the caller may send its request. */
  async take(): Promise<void> {
    const now = performance.now();
    const slot = Math.max(now, this.nextSlot);
    const waitMs = slot - now;
    if (waitMs > this.options.maxWaitMs) throw new ThrottleQueueFull(waitMs);
    this.nextSlot = slot + this.intervalMs;
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
  }

  /** Holds every later request back for `ms`: Yelp asks clients to back off after a QPS 429. */
  pause(ms: number): void {
    this.nextSlot = Math.max(this.nextSlot, performance.now() + ms);
  }
}
