import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import type { Env } from '../env';
import type { MailWorker } from '../mail/mail-worker';
import { pruneSentMail } from '../mail/prune-sent-mail';
import { sizeWaitingPhotos } from '../photos/size-waiting-photos';
import { applyRetention } from './apply-retention';
import { deleteExpiredSessions } from './delete-expired-sessions';
import { startFleetQueue, type FleetJob, type FleetQueue } from './fleet-queue';
import { pruneAllReleases } from './prune-all-releases';
import { refreshAreas, refreshJob, refreshPlaces } from './refresh-places';

/** First wait before a place refresh that stopped is tried again (then twice that). */
const REFRESH_RETRY_SECONDS = 300;

/** The queue that makes approved photos' variants (decision 0046). */
export const PHOTO_SIZES_JOB = 'photo-sizes';

/** The site's scheduled work, on the fleet queue: each slot runs on one server only. */
export function startFleetJobs(options: {
  env: Env;
  sql: Sql;
  clock: Clock;
  url: string;
  log: FastifyBaseLogger;
  mail: MailWorker;
  /** Drops the answers that may show photos just sized. */
  onPhotosSized: () => Promise<void>;
}): Promise<FleetQueue> {
  const { env, sql, clock, log, mail } = options;
  const areas = refreshAreas(env.REFRESH_AREAS);
  // A refused area's line is whole in itself; a failure carries its error.
  const refreshLog = {
    info: (message: string) => log.info(message),
    warn: (error: unknown, message: string) =>
      error === undefined ? log.warn(message) : log.warn({ err: error }, message),
  };
  const refresh: Record<string, { cron: string; run: FleetJob; retryDelaySeconds: number }> =
    areas.length > 0
      ? {
          'refresh-places': {
            cron: env.REFRESH_CRON,
            // Overpass was already asked five times with backoff: come back in minutes.
            retryDelaySeconds: REFRESH_RETRY_SECONDS,
            run: refreshJob(areas, (areasLeft) => refreshPlaces(sql, env, areasLeft, refreshLog)),
          },
        }
      : {};
  return startFleetQueue({
    connectionString: options.url,
    jobs: {
      ...refresh,
      // Mail that failed (or that a server stored and died before sending) is sent again
      // here, once across the fleet, whenever it is due (decision 0043).
      'mail-outbox': {
        cron: '* * * * *',
        run: async () => {
          const result = await mail.drain();
          if (result.sent + result.failed > 0) log.info(result, 'mail outbox drained');
        },
      },
      // Approved photos get their widths and formats here, off the request (decision 0046);
      // those approved before variants existed wait here too: their backfill.
      [PHOTO_SIZES_JOB]: {
        cron: '* * * * *',
        run: async () => {
          const sized = await sizeWaitingPhotos(sql, clock.now(), (error, photoId) =>
            log.warn({ err: error, photoId }, 'photo kept at its original size'),
          );
          if (sized > 0) {
            await options.onPhotosSized();
            log.info({ sized }, 'photos sized');
          }
        },
      },
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
          const pruned = await pruneAllReleases(sql, {
            keep: env.RELEASES_KEEP,
            graceHours: env.RELEASE_GRACE_HOURS,
            now,
          });
          const sentMail = await pruneSentMail(sql, now);
          log.info({ sessions, retention, pruned, sentMail }, 'fleet sweep done');
        },
      },
    },
    warn: (error) => log.warn({ err: error }, 'fleet job queue'),
  });
}
