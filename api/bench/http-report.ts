import { formatTable } from './measure';

export interface LoadFigures {
  requestsPerSecond: number;
  /** Milliseconds (autocannon gives whole ms; the steady load fractions). */
  p50: number;
  p99: number;
  max: number;
  /** Errors, timeouts and answers other than 2xx. */
  errors: number;
}

export interface HttpResult extends LoadFigures {
  name: string;
  connections: number;
  /** The steady rate asked for, or null for as fast as answers come. */
  rate: number | null;
  distinctPaths: number;
  /** The plain node:http server under the same load, measured just before. */
  plain: LoadFigures;
  loadAverage: string[];
}

/** The issue's targets: a third of the plain server's requests/s; p99 ≤ 25 ms at 500/s. */
const SHARE_TARGET = 1 / 3;
const STEADY_P99_TARGET = 25;

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Prints the table and the targets; returns what the JSON report holds. */
export function printHttpResults(results: HttpResult[], log: (message: string) => void) {
  const rows = results.map((result) => [
    result.name,
    result.rate ? `${result.rate}/s` : `${result.connections} conn`,
    result.requestsPerSecond.toFixed(0),
    ms(result.p50),
    ms(result.p99),
    result.plain.requestsPerSecond.toFixed(0),
    ms(result.plain.p99),
    result.rate ? '' : (result.requestsPerSecond / result.plain.requestsPerSecond).toFixed(3),
    String(result.errors),
    result.loadAverage[0]!,
  ]);
  log('\nHTTP (plain = the node:http server under the same load, measured just before)\n');
  log(
    formatTable(
      [
        'load',
        'offered',
        'req/s',
        'p50 ms',
        'p99 ms',
        'plain req/s',
        'plain p99',
        'vs plain',
        'errors',
        'load avg',
      ],
      rows,
    ),
  );
  const targets = results.flatMap((result) => {
    if (result.rate)
      return [`${result.name}: p99 ${ms(result.p99)} ms (target ≤ ${STEADY_P99_TARGET} ms)`];
    if (!result.name.startsWith('search')) return [];
    const share = result.requestsPerSecond / result.plain.requestsPerSecond;
    return [`${result.name}: ${share.toFixed(3)} of plain (target ≥ ${SHARE_TARGET.toFixed(3)})`];
  });
  log(`\nTargets\n${targets.map((line) => `  ${line}`).join('\n')}`);
  return { results };
}
