import type { Mix } from './mixed-requests';
import { formatTable } from './measure';
import { percentile, type OpenLoopResult } from './open-loop';

/** The target: at least 1,000 requests/s held, p99 under 100 ms, no error, no write lost. */
export const TARGET = { rate: 1000, p99Ms: 100 };

export interface WriteCheck {
  /** 201 answers, each with the id of the review it stored. */
  acknowledged: number;
  /** Of those ids, how many the database holds after the run. */
  found: number;
  /** Reviews of the run in the database, answered or not (more than acknowledged: writes committed whose answer never came). */
  storedInAll: number;
}

export interface MixedRun {
  rate: number;
  startedAt: string;
  seconds: number;
  answeredPerSecond: number;
  succeededPerSecond: number;
  overall: { p50: number; p99: number; max: number };
  classes: {
    kind: string;
    share: number;
    requests: number;
    p50: number;
    p99: number;
    max: number;
    errors: Record<string, number>;
  }[];
  errors: Record<string, number>;
  sendLagP99: number;
  worstSecond: { second: number; worst: number };
  /** Each second of the plan: requests answered, and the slowest of them (ms). */
  perSecond: [number, number][];
  writes: WriteCheck;
  /** Cores used on average during the measured run, per process. */
  cores: { api: number; postgres: number; driver: number };
  loadAverage: { start: number[]; end: number[]; highest: number };
  meetsTarget: boolean;
}

const sumOf = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const round = (value: number) => Math.round(value * 10) / 10;

/** The figures of one run at one rate. */
export function summarizeRun(
  mix: Mix,
  rate: number,
  result: OpenLoopResult,
  extra: Pick<MixedRun, 'writes' | 'cores' | 'loadAverage'>,
): MixedRun {
  const classes = mix.map(({ kind, share }) => {
    const figures = result.byKind.get(kind) ?? { latencies: [], statuses: {}, errors: 0 };
    const errors = Object.fromEntries(
      Object.entries(figures.statuses).filter(
        ([status]) => status !== (kind === 'review write' ? '201' : '200'),
      ),
    );
    return {
      kind,
      share,
      requests: Object.values(figures.statuses).reduce((sum, count) => sum + count, 0),
      p50: round(percentile(figures.latencies, 0.5)),
      p99: round(percentile(figures.latencies, 0.99)),
      max: round(figures.latencies.at(-1) ?? 0),
      errors,
    };
  });
  const all = [...result.byKind.values()].flatMap((figures) => figures.latencies);
  all.sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const { errors: byStatus } of classes)
    for (const [status, count] of Object.entries(byStatus))
      errors[status] = (errors[status] ?? 0) + count;
  const failed = sumOf(errors);
  const worst = result.perSecond.reduce(
    (found, second, index) =>
      second.worst > found.worst ? { second: index, worst: second.worst } : found,
    { second: 0, worst: 0 },
  );
  const overall = {
    p50: round(percentile(all, 0.5)),
    p99: round(percentile(all, 0.99)),
    max: round(all.at(-1) ?? 0),
  };
  const answeredPerSecond = round(result.completed / result.seconds);
  const writesKept = extra.writes.found === extra.writes.acknowledged;
  return {
    rate,
    startedAt: result.startedAt,
    seconds: round(result.seconds),
    answeredPerSecond,
    succeededPerSecond: round(
      classes.reduce((sum, row) => sum + row.requests - sumOf(row.errors), 0) / result.seconds,
    ),
    overall,
    classes,
    errors,
    sendLagP99: round(percentile(result.sendLag, 0.99)),
    worstSecond: { second: worst.second, worst: round(worst.worst) },
    perSecond: result.perSecond.map((second) => [second.answered, round(second.worst)]),
    ...extra,
    meetsTarget:
      rate >= TARGET.rate &&
      result.completed === result.planned &&
      failed === 0 &&
      overall.p99 < TARGET.p99Ms &&
      writesKept,
  };
}

/** Prints one run: a line of totals, then a row per class. */
export function printRun(run: MixedRun, log: (message: string) => void): void {
  const errorText = (errors: Record<string, number>) =>
    Object.entries(errors)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ') || '0';
  log(
    `\n${run.rate}/s offered for ${run.seconds} s: ${run.answeredPerSecond}/s answered, ${run.succeededPerSecond}/s as expected; ` +
      `p50 ${ms(run.overall.p50)} ms, p99 ${ms(run.overall.p99)} ms, max ${ms(run.overall.max)} ms; errors ${errorText(run.errors)}`,
  );
  log(
    formatTable(
      ['class', 'share', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
      run.classes.map((row) => [
        row.kind,
        `${row.share}%`,
        String(row.requests),
        ms(row.p50),
        ms(row.p99),
        ms(row.max),
        errorText(row.errors),
      ]),
    ),
  );
  const { writes, cores, loadAverage } = run;
  log(
    `Writes: ${writes.acknowledged} acknowledged (201), ${writes.found} of them in the database, ` +
      `${writes.storedInAll} stored in all. Worst second: ${ms(run.worstSecond.worst)} ms (second ${run.worstSecond.second}). ` +
      `Client send lag p99 ${ms(run.sendLagP99)} ms.`,
  );
  log(
    `Cores used: API ${cores.api.toFixed(2)} (${((cores.api * 1000) / run.answeredPerSecond).toFixed(2)} ms a request), ` +
      `PostgreSQL ${cores.postgres.toFixed(2)}, load driver ${cores.driver.toFixed(2)}. ` +
      `Load average ${loadAverage.start.join(' ')} at the start, ${loadAverage.end.join(' ')} at the end, highest 1-min ${loadAverage.highest}.`,
  );
  const target = `≥ ${TARGET.rate}/s held, p99 < ${TARGET.p99Ms} ms, 0 errors, every acknowledged write stored`;
  log(
    run.rate < TARGET.rate
      ? `Below the target's rate (${target}).`
      : `${run.meetsTarget ? 'Meets' : 'Does not meet'} the target (${target}).`,
  );
}
