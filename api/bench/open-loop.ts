import { Pool } from 'undici';

/** One request of an open-loop run, made when its turn comes. */
export interface PlannedRequest {
  /** The class its figures go under (search, details, a page, a write…). */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer that counts as a success. */
  expect: number;
  /** Told of every answer with the expected status, with its body (writes keep their ids). */
  onAnswer?: (body: Buffer) => void;
}

export interface KindFigures {
  /** Milliseconds from each request's planned start to its last byte, sorted. */
  latencies: number[];
  /** Answers by status, with `timeout` and `network` for requests that got none. */
  statuses: Record<string, number>;
  errors: number;
}

export interface OpenLoopResult {
  /** When the first request was planned (wall clock). */
  startedAt: string;
  planned: number;
  completed: number;
  seconds: number;
  byKind: Map<string, KindFigures>;
  /** How late each request left the client, sorted (ms): the client's own delay. */
  sendLag: number[];
  /** Per second of the plan: requests answered and the slowest of them (ms). */
  perSecond: { answered: number; worst: number }[];
}

export interface OpenLoopOptions {
  /** An http://127.0.0.1:port origin: the driver never leaves this machine. */
  origin: string;
  rate: number;
  seconds: number;
  /** The index-th request of the run. */
  next: (index: number) => PlannedRequest;
  /** Keep-alive connections at most; more requests wait in the pool (and count it). */
  connections: number;
  /** A request with no full answer after this long is an error (`timeout`). */
  timeoutMs: number;
}

/**
 * Requests at an even rate, planned by the clock, not by answers: request i leaves at
 * start + i/rate whatever happened to the ones before, and is timed from that planned
 * moment, so a slow server cannot slow the load down or hide its queue (no coordinated
 * omission). autocannon cannot do this: each connection waits for its answer before the
 * next request, and its overallRate sends each second's quota in a burst. Bounded: at
 * most rate × seconds requests, each given up after timeoutMs, on `connections` sockets.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const origin = new URL(options.origin);
  if (origin.hostname !== '127.0.0.1') throw new Error('The load goes to 127.0.0.1 only.');
  const pool = new Pool(origin.origin, {
    connections: options.connections,
    pipelining: 1,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const byKind = new Map<string, KindFigures>();
  const perSecond = Array.from({ length: Math.ceil(options.seconds) }, () => ({
    answered: 0,
    worst: 0,
  }));
  const sendLag: number[] = [];
  let completed = 0;

  const figuresOf = (kind: string) => {
    let figures = byKind.get(kind);
    if (!figures) byKind.set(kind, (figures = { latencies: [], statuses: {}, errors: 0 }));
    return figures;
  };
  const count = (figures: KindFigures, status: string, ok: boolean) => {
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (!ok) figures.errors += 1;
  };

  const send = async (index: number, plannedAt: number) => {
    const planned = options.next(index);
    const figures = figuresOf(planned.kind);
    const signal = AbortSignal.timeout(options.timeoutMs);
    sendLag.push(performance.now() - plannedAt);
    try {
      const answer = await pool.request({
        method: planned.method,
        path: planned.path,
        headers: planned.headers,
        body: planned.body,
        signal,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      const latency = performance.now() - plannedAt;
      const ok = answer.statusCode === planned.expect;
      count(figures, String(answer.statusCode), ok);
      if (ok) planned.onAnswer?.(body);
      figures.latencies.push(latency);
      completed += 1;
      const second = perSecond[Math.floor((index * interval) / 1000)];
      if (second) {
        second.answered += 1;
        second.worst = Math.max(second.worst, latency);
      }
    } catch (error) {
      const name = (error as { name?: string; code?: string }).name ?? '';
      const code = (error as { code?: string }).code ?? '';
      const timedOut = signal.aborted || name.includes('Timeout') || code.includes('TIMEOUT');
      count(figures, timedOut ? 'timeout' : 'network', false);
    }
  };

  const inFlight: Promise<void>[] = [];
  const startedAt = new Date().toISOString();
  const started = performance.now();
  for (let index = 0; index < total;) {
    const now = performance.now();
    // Everything planned up to now goes out, so a late timer does not lower the rate.
    while (index < total && started + index * interval <= now) {
      inFlight.push(send(index, started + index * interval));
      index += 1;
    }
    // Sleep to the next planned request, at least a timer tick: spinning on setImmediate
    // would take a core from the server. A request sent up to a tick late is timed from
    // its planned start all the same, so the delay counts against the server.
    const wait = started + index * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.round(wait))));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  for (const figures of byKind.values()) figures.latencies.sort((a, b) => a - b);
  return {
    startedAt,
    planned: total,
    completed,
    seconds,
    byKind,
    sendLag: sendLag.sort((a, b) => a - b),
    perSecond,
  };
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
