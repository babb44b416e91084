/**
 * Answers made again while an older one is still sent (when the clock changed them, or a
 * page past its TTL): one at a time, each followed by a pause as long as it took, so they
 * use at most about half of the thread that answers requests. A minute's turn asked for
 * every kept answer and page again within a few seconds (before answers said when the
 * clock changes them, decision 0030; open-now searches still do); made all at once, their
 * rendering held every request for most of a second.
 */
export function createRefreshQueue() {
  const waiting = new Map<string, () => Promise<unknown>>();
  let running = false;
  // A job under way (not counting the pause after it).
  let working = false;
  const whenIdle: (() => void)[] = [];
  const idle = () => !working && waiting.size === 0;
  const next = () => {
    const first = waiting.entries().next();
    if (first.done) {
      running = false;
      return;
    }
    const [key, job] = first.value;
    waiting.delete(key);
    const started = performance.now();
    working = true;
    void job()
      .catch(() => undefined)
      .finally(() => {
        working = false;
        if (idle()) for (const resolve of whenIdle.splice(0)) resolve();
        // Not holding a closing server open for the pause.
        setTimeout(next, performance.now() - started).unref();
      });
  };
  return {
    /**
     * Resolves once no job is waiting or under way (at once if none is): for tests, which
     * wait for the answers made again rather than for a while.
     */
    settled(): Promise<void> {
      if (idle()) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
    /** Queues `job` unless the same key is already waiting. */
    add(key: string, job: () => Promise<unknown>): void {
      if (waiting.has(key)) return;
      waiting.set(key, job);
      if (running) return;
      running = true;
      next();
    },
  };
}
