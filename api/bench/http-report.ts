import { formatTable } from './measure';

export interface HttpResult {
  name: string;
  connections: number;
  /** The steady rate asked for, or null for as fast as answers come. */
  rate: number | null;
  distinctPaths: number;
  requestsPerSecond: number;
  /** Milliseconds, as autocannon measures them (whole ms). */
  p50: number;
  p99: number;
  max: number;
  /** Errors, timeouts and answers other than 2xx. */
  errors: number;
  loadAverage: string[];
}

/** The targets: a third of the plain server's requests/s; p99 ≤ 25 ms at 500/s. */
const SHARE_TARGET = 1 / 3;
const STEADY_P99_TARGET = 25;

/** Prints the table and the targets; returns what the JSON report holds. */
export function printHttpResults(results: HttpResult[], log: (message: string) => void) {
  const plainRuns = results.filter((result) => result.name.startsWith('plain'));
  const plain =
    plainRuns.reduce((sum, result) => sum + result.requestsPerSecond, 0) / plainRuns.length;
  const rows = results.map((result) => [
    result.name,
    result.rate ? `${result.rate}/s` : `${result.connections} conn`,
    result.requestsPerSecond.toFixed(0),
    String(result.p50),
    String(result.p99),
    result.name.startsWith('plain') ? '' : (result.requestsPerSecond / plain).toFixed(3),
    String(result.errors),
    result.loadAverage[0]!,
  ]);
  log(`\nHTTP (autocannon; ratio = req/s ÷ plain node:http's mean ${plain.toFixed(0)} req/s)\n`);
  log(
    formatTable(
      ['load', 'offered', 'req/s', 'p50 ms', 'p99 ms', 'vs plain', 'errors', 'load avg'],
      rows,
    ),
  );
  const targets = results
    .filter((result) => !result.name.startsWith('plain'))
    .flatMap((result) => {
      if (result.rate)
        return [`${result.name}: p99 ${result.p99} ms (target ≤ ${STEADY_P99_TARGET} ms)`];
      if (!result.name.startsWith('search')) return [];
      const share = result.requestsPerSecond / plain;
      return [`${result.name}: ${share.toFixed(3)} of plain (target ≥ ${SHARE_TARGET.toFixed(3)})`];
    })
    .map((line) => `  ${line}`);
  log(`\nTargets\n${targets.join('\n')}`);
  return { plainRequestsPerSecond: plain, results };
}
