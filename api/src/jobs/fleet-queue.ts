import { PgBoss } from 'pg-boss';

/**
 * The work that must run once across the fleet, not once per server. Throwing fails the
 * attempt; pg-boss tries the same job again (its id stays, `retryCount` grows).
 */
export type FleetJob = (attempt: { id: string; retryCount: number }) => Promise<void>;

export interface FleetQueueOptions {
  connectionString: string;
  /**
   * Queue name to [5-field cron (UTC), work, and when a failed attempt is tried again:
   * `retryDelaySeconds` doubling each time (default 1 s), at most twice].
   */
  jobs: Record<string, { cron: string; run: FleetJob; retryDelaySeconds?: number }>;
  warn: (error: unknown) => void;
}

export interface FleetQueue {
  /** Jobs waiting across every queue of this site. */
  depth(): Promise<number>;
  /** Jobs waiting, by queue (exported as a metric). */
  depthByQueue(): Promise<Record<string, number>>;
  /** Sends a queue's job now, as its schedule would; null when one is already waiting or running. */
  sendNow(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL job queue (pg-boss, schema pgboss). Every server schedules the same
 * cron lines; pg-boss sends each slot's job once across all instances, and the 'exclusive'
 * policy (one queued or active job per queue) keeps a slow run from overlapping the next.
 */
export async function startFleetQueue(options: FleetQueueOptions): Promise<FleetQueue> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2 });
  boss.on('error', options.warn);
  await boss.start();
  const names = Object.keys(options.jobs);
  for (const [name, job] of Object.entries(options.jobs)) {
    await boss.createQueue(name, {
      policy: 'exclusive',
      retryLimit: 2,
      retryBackoff: true,
      ...(job.retryDelaySeconds !== undefined && { retryDelay: job.retryDelaySeconds }),
    });
    await boss.schedule(name, job.cron);
    await boss.work(name, async ([attempt]) => {
      if (attempt) await job.run({ id: attempt.id, retryCount: attempt.retryCount });
    });
  }
  return {
    async depth() {
      const queues = await boss.getQueues(names);
      return queues.reduce((sum, queue) => sum + (queue.queuedCount ?? 0), 0);
    },
    async depthByQueue() {
      const queues = await boss.getQueues(names);
      return Object.fromEntries(queues.map((queue) => [queue.name, queue.queuedCount ?? 0]));
    },
    sendNow: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
