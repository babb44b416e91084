/**
 * Answers made again while an older one is still sent (at the turn of a minute, or a page
 * past its TTL): a few at a time, each after the requests already waiting, instead of
 * all at once. A minute's turn asks for every kept answer and page again within a few
 * seconds; made together, their rendering held every request for most of a second.
 */
export function createRefreshQueue(concurrency: number) {
  const waiting = new Map<string, () => Promise<unknown>>();
  let running = 0;
  const next = () => {
    while (running < concurrency && waiting.size > 0) {
      const [key, job] = waiting.entries().next().value!;
      waiting.delete(key);
      running += 1;
      void job()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          // After the requests that came in meanwhile.
          setImmediate(next);
        });
    }
  };
  return {
    /** Queues `job` unless the same key is already waiting. */
    add(key: string, job: () => Promise<unknown>): void {
      if (waiting.has(key)) return;
      waiting.set(key, job);
      next();
    },
  };
}
