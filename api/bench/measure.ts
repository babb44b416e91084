export interface Sample {
  milliseconds: number;
  /** How many places matched (the search's total): the work a query does grows with it. */
  matched: number;
  kind: string;
}

export interface Run {
  samples: Sample[];
  /** Wall time of the whole run, for queries per second. */
  milliseconds: number;
}

export interface Stats {
  count: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  meanMatched: number;
}

/**
 * Runs the queries one after another, as one visitor after another would, and times
 * each. One at a time on purpose: latency, not the throughput of a busy shared machine.
 */
export async function timeQueries<Q>(
  queries: readonly Q[],
  kindOf: (query: Q) => string,
  run: (query: Q) => Promise<number>,
): Promise<Run> {
  const samples: Sample[] = [];
  const started = performance.now();
  for (const query of queries) {
    const before = performance.now();
    const matched = await run(query);
    samples.push({ milliseconds: performance.now() - before, matched, kind: kindOf(query) });
  }
  return { samples, milliseconds: performance.now() - started };
}

/** Nearest-rank percentile of sorted values: always a latency that was measured. */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

export function summarize(samples: readonly Sample[], milliseconds: number): Stats {
  const sorted = samples.map((sample) => sample.milliseconds).sort((a, b) => a - b);
  return {
    count: samples.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
    perSecond: (samples.length * 1000) / milliseconds,
    meanMatched: samples.reduce((sum, sample) => sum + sample.matched, 0) / samples.length,
  };
}

/** A fixed-width text table; numbers right-aligned so columns compare at a glance. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...rows.map((row) => row[index].length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((text) => text.trimEnd())
    .join('\n');
}

export const ms = (value: number) => value.toFixed(1);
