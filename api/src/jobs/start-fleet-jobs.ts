import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { Env } from '../env';
import { applyRetention } from './apply-retention';
import { deleteExpiredSessions } from './delete-expired-sessions';
import { startFleetQueue, type FleetQueue } from './fleet-queue';

/** The site's scheduled work, on the fleet queue: each slot runs on one server only. */
export function startFleetJobs(options: {
  env: Env;
  sql: Sql;
  clock: Clock;
  url: string;
  log: FastifyBaseLogger;
}): Promise<FleetQueue> {
  const { env, sql, clock, log } = options;
  return startFleetQueue({
    connectionString: options.url,
    jobs: {
      'fleet-sweep': {
        cron: env.JOBS_SWEEP_CRON,
        run: async () => {
          const now = clock.now();
          const sessions = await deleteExpiredSessions(sql, now);
          const retention = await applyRetention(
            sql,
            {
              analyticsEvents: env.ANALYTICS_RETENTION_DAYS,
              writeRejections: env.REJECTION_RETENTION_DAYS,
              staffActions: env.AUDIT_RETENTION_DAYS,
            },
            now,
          );
          log.info({ sessions, retention }, 'fleet sweep done');
        },
      },
    },
    warn: (error) => log.warn({ err: error }, 'fleet job queue'),
  });
}
