import { collectDefaultMetrics, Gauge, Histogram, Counter, Registry } from 'prom-client';
import type { Sql } from '../db/client';

/** What a Redis connection is in, as the metrics show it; unset: no Redis configured. */
export type RedisState = 'up' | 'down' | 'not_configured';
const REDIS_STATES: RedisState[] = ['up', 'down', 'not_configured'];

export type CacheName = 'answers' | 'pages';
/** A look-up answered from what was kept, from what was kept while it is made again, or made. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** Where a password was checked against its hash. */
export type PasswordCheckPurpose = 'sign_in' | 'password_change';

/** The route label of a request no route matched (a 404, a page of the site's fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One server's metrics, in a registry of its own (not prom-client's global one), so that
 * tests building many servers in one process keep their counts apart.
 */
export interface ServerMetrics {
  registry: Registry;
  /** Counts one answered request: route pattern (never the raw URL), method, status, time. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts one look-up of the answer or page cache. */
  cacheLookup(cache: CacheName, outcome: CacheOutcome): void;
  /** Counts one password checked against its argon2id hash, or one refused unchecked. */
  passwordCheck(purpose: PasswordCheckPurpose, outcome: 'match' | 'mismatch' | 'throttled'): void;
  /** Where the Redis state is read at each scrape (the Redis health of redis-faults). */
  setRedisState(read: () => RedisState): void;
  /** Where the job queue depth is read at each scrape, by queue name (pg-boss). */
  setQueueDepth(read: () => Promise<Record<string, number>>): void;
}

/** Latency buckets in seconds: cached answers take a few ms, pages and searches tens. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(sql: Sql): ServerMetrics {
  const registry = new Registry();
  // Process CPU and memory, GC, and the event loop's delay (monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'pa_cache_lookups_total',
    help: 'Look-ups of the answer and page caches: hit, stale (sent while made again) or miss.',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  });
  // Every label pair exists from the start, so a rate over them is never missing a series.
  for (const cache of ['answers', 'pages'] as const)
    for (const outcome of ['hit', 'stale', 'miss'] as const) lookups.inc({ cache, outcome }, 0);

  new Gauge({
    name: 'pa_db_pool_max',
    help: "Connections this server's database pool may open.",
    registers: [registry],
    collect() {
      this.set(sql.options.max);
    },
  });
  // postgres.js does not expose its pool's counts, so the database says how many
  // connections the site holds and in which state: for the whole fleet, as every
  // server connects under the same application_name (db/client.ts).
  new Gauge({
    name: 'pa_db_connections',
    help: 'Connections of every Pizza Atlas server to the database, by state (pg_stat_activity).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await sql<{ state: string; count: number }[]>`
          select coalesce(state, 'unknown') as state, count(*)::int as count
          from pg_stat_activity
          where application_name = current_setting('application_name')
          group by 1`;
        for (const row of rows) this.set({ state: row.state }, row.count);
      } catch {
        // The database is down: /api/ready says so; the scrape still answers without it.
      }
    },
  });

  const passwordChecks = new Counter({
    name: 'pa_password_checks_total',
    help: 'Passwords checked against their hash (match, mismatch) or refused unchecked by the per-account throttle (throttled).',
    labelNames: ['purpose', 'outcome'] as const,
    registers: [registry],
  });
  for (const purpose of ['sign_in', 'password_change'] as const)
    for (const outcome of ['match', 'mismatch', 'throttled'] as const)
      passwordChecks.inc({ purpose, outcome }, 0);

  let readRedis: () => RedisState = () => 'not_configured';
  new Gauge({
    name: 'pa_redis_state',
    help: "This server's Redis connection: 1 for the state it is in, 0 for the others.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = readRedis();
      for (const state of REDIS_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });

  let queueDepth: Gauge | undefined;
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status_code: status }, seconds);
    },
    cacheLookup(cache, outcome) {
      lookups.inc({ cache, outcome });
    },
    passwordCheck(purpose, outcome) {
      passwordChecks.inc({ purpose, outcome });
    },
    setRedisState(read) {
      readRedis = read;
    },
    setQueueDepth(read) {
      // Exported only once a job queue is there: no queue, no series.
      if (queueDepth) registry.removeSingleMetric('pa_job_queue_depth');
      queueDepth = new Gauge({
        name: 'pa_job_queue_depth',
        help: 'Jobs waiting in the fleet-wide job queue, by queue.',
        labelNames: ['queue'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const [queue, depth] of Object.entries(await read())) this.set({ queue }, depth);
          } catch {
            // The queue's database is down: no depth rather than a failed scrape.
          }
        },
      });
    },
  };
}
