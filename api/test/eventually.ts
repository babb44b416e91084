// For what a test cannot be told of (another process's state, a socket, a file): ask
// again until it holds. The deadline only bounds a failure, long enough for a machine busy
// with other work; it is never the condition.

export interface EventuallyOptions {
  /** What is awaited, for the failure's message. */
  what: string;
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
  /** Between two asks (default 10 ms). */
  intervalMs?: number;
}

/** Resolves with the first truthy value `condition` gives. */
export async function eventually<T>(
  condition: () => T | Promise<T>,
  { what, timeoutMs = 20_000, intervalMs = 10 }: EventuallyOptions,
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline)
      throw new Error(`not so within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
