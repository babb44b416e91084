import http from 'node:http';

export interface SteadyResult {
  requestsPerSecond: number;
  /** Milliseconds from each request's planned start to its last byte. */
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/**
 * Requests at an even, steady rate: one every 1000/rate ms, planned in advance, each
 * timed from its planned start, so a slow answer also counts against those queued behind
 * it (no coordinated omission). autocannon's overallRate sends each second's quota in one
 * burst at the start of the second and pads its histogram, so it cannot say this.
 */
export async function steadyLoad(options: {
  url: string;
  paths: string[];
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  maxSockets: number;
}): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();

  const send = (index: number, plannedAt: number) =>
    new Promise<void>((resolve) => {
      const path = options.paths[index % options.paths.length]!;
      const request = http.get(
        `${options.url}${path}`,
        { agent, headers: options.headers },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            if (response.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - plannedAt);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total;) {
    const now = performance.now();
    // Everything planned up to now goes out, so a late timer does not lower the rate.
    while (index < total && started + index * interval <= now) {
      inFlight.push(send(index, started + index * interval));
      index += 1;
    }
    const next = started + index * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next)));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors,
  };
}
