import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** What one request of a load got: its status (or why none came) and how long it took. */
export interface Outcome {
  /** Unique per request; a write stores it in its text, so the database can be checked. */
  id: string;
  kind: string;
  /** Milliseconds since the load started, when the request was sent. */
  sentAt: number;
  ms: number;
  /** The HTTP status, 'timeout' when the client gave up, 'error' when the connection failed. */
  status: number | 'timeout' | 'error';
  code?: string;
}

export interface LoadRequest {
  kind: string;
  /** Builds the request for this id. */
  build: (id: string) => {
    path: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  };
}

export interface Load {
  outcomes: Outcome[];
  /** Milliseconds since the load started (the drill's own time line). */
  elapsed: () => number;
  /** Stops sending and resolves once every request sent has its outcome. */
  stop: () => Promise<Outcome[]>;
}

/** A contact message whose text holds the request's id (`tag` names the drill in it). */
export function contactWrite(tag: string): LoadRequest {
  return {
    kind: 'contact',
    build: (id) => ({
      path: '/api/contact',
      method: 'POST',
      body: {
        name: 'Outage Drill',
        email: 'drill@example.com',
        message: `${tag} ${id}`,
        type: 'general',
      },
    }),
  };
}

/**
 * A steady open-loop load over real HTTP: every `everyMs` each request kind is sent once,
 * whether or not earlier ones were answered, each with its own client timeout — as
 * visitors' browsers would keep arriving during an outage.
 */
export function startLoad(
  baseUrl: string,
  requests: LoadRequest[],
  options: { everyMs: number; timeoutMs: number },
): Load {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const send = (request: LoadRequest) => {
    const id = randomBytes(6).toString('hex');
    const { path, method = 'GET', body, headers = {} } = request.build(id);
    const sentAt = elapsed();
    const done = fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
      .then(async (response) => {
        const text = await response.text();
        let code: string | undefined;
        try {
          code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        } catch {
          code = undefined;
        }
        return { status: response.status, code };
      })
      .catch((error: unknown) => ({
        status: (error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error') as
          'timeout' | 'error',
        code: undefined,
      }))
      .then(({ status, code }) => {
        outcomes.push({ id, kind: request.kind, sentAt, ms: elapsed() - sentAt, status, code });
      });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const timer = setInterval(() => requests.forEach(send), options.everyMs);
  return {
    outcomes,
    elapsed,
    stop: async () => {
      clearInterval(timer);
      while (pending.size > 0) await Promise.all([...pending]);
      return outcomes;
    },
  };
}

/** The p-th percentile (0–100) of a list of milliseconds, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The outcome of the request of `kind` sent last (outcomes are kept as answers come). */
export function lastSent(outcomes: Outcome[], kind: string): Outcome | undefined {
  return outcomes
    .filter((outcome) => outcome.kind === kind)
    .reduce<Outcome | undefined>(
      (last, o) => (!last || o.sentAt > last.sentAt ? o : last),
      undefined,
    );
}
