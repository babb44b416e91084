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
  const next = () => {
    const first = waiting.entries().next();
    if (first.done) {
      running = false;
      return;
    }
    const [key, job] = first.value;
    waiting.delete(key);
    const started = performance.now();
    void job()
      .catch(() => undefined)
      // Not holding a closing server open for the pause.
      .finally(() => setTimeout(next, performance.now() - started).unref());
  };
  return {
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
