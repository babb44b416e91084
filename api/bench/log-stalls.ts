import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * BENCH_STALLS=1: every garbage collection of 10 ms or more, and every stall of the event
 * loop of 40 ms or more (a 10 ms timer late by that much), of the API or of the load
 * driver, on stderr with its time, to match the slow seconds of a run (`perSecond` in the
 * results) with their causes.
 */
export function logStalls(process: string): void {
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 10) continue;
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = detail?.kind ?? -1;
      const at = new Date(performance.timeOrigin + entry.startTime).toISOString();
      console.error(
        `stalls: ${process} gc ${kinds[kind] ?? kind} ${entry.duration.toFixed(1)} ms at ${at}`,
      );
    }
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - 10;
    if (late >= 40)
      console.error(
        `stalls: ${process} loop ${late.toFixed(0)} ms late at ${new Date().toISOString()}`,
      );
    last = now;
  }, 10).unref();
}
