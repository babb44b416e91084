import {
  ActivateReleaseRequestSchema,
  ActivateReleaseResponseSchema,
  PruneReleasesResponseSchema,
  RELEASE_ARCHIVE_TYPE,
  ReleaseListSchema,
  ReleaseOwnerSchema,
  SHELL_RELEASE_NAME,
  UploadReleaseQuerySchema,
  UploadReleaseResponseSchema,
  type ReleaseOwner,
} from '@pizza-atlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../db/client';
import { HttpError } from '../http/errors';
import { notFound } from '../http/not-found';
import type { RouteLimit } from '../http/rate-limit';
import { activateRelease } from './activate-release';
import { authenticateDeployToken } from './authenticate-deploy-token';
import { checkReleaseFiles } from './check-release-files';
import { checkReleaseFitsSite } from './check-release-fits-site';
import { checkShellFitsSite } from './check-shell-fits-site';
import { checkShellReleaseFiles } from './check-shell-release-files';
import { releaseEntryUrl } from './get-manifest';
import { listReleases } from './list-releases';
import { pruneReleases } from './prune-releases';
import { DEFAULT_MAX_FILES, readReleaseArchive } from './read-release-archive';
import { recordRelease } from './record-release';

/** An entry of the staff audit log, as staff/record-staff-action.ts keeps it. */
export interface StaffActionEntry {
  staffId: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface ReleaseRoutesOptions {
  sql: Sql;
  maxBytes: number;
  keep: number;
  graceHours: number;
  now: () => Date;
  limit: RouteLimit;
  /** Told which releases were pruned, so this server can drop its cached copies. */
  onPruned?: (remote: ReleaseOwner, versions: string[]) => void;
  /** Told that the active release of the shell or a remote changed (kept pages are dropped). */
  onActivated?: (remote: ReleaseOwner) => void;
  /** Keeps an activation by staff (a rollback from the staff console) in the audit log. */
  recordStaffAction: (entry: StaffActionEntry) => Promise<void>;
}

/** Release writes per client; publishing all four remotes and a rollback fit easily. */
export const DEFAULT_RELEASE_LIMIT: RouteLimit = { max: 30, timeWindow: '1 minute' };

// The shell's build is released here too, under the name 'shell' (docs/decisions/0036).
const RemoteParamsSchema = z.object({ remote: ReleaseOwnerSchema });
const ARCHIVE_TYPES = [RELEASE_ARCHIVE_TYPE, 'application/x-gzip', 'application/octet-stream'];
const AUTH = 'Needs "Authorization: Bearer <deploy token>" with a token for this remote.';
const AUTH_OR_STAFF = `${AUTH} Or a staff session (cookie and x-csrf-token), as the staff console sends.`;

/**
 * The release API: a remote's team uploads, lists, activates (rolls back) and prunes its
 * releases with a deploy token scoped to that remote. See docs/decisions/0010–0012.
 */
export const releaseRoutes: FastifyPluginAsyncZod<ReleaseRoutesOptions> = async (app, options) => {
  const { sql, now } = options;

  // Only this plugin reads archives; elsewhere a gzip body stays unsupported.
  app.addContentTypeParser(
    ARCHIVE_TYPES,
    { parseAs: 'buffer', bodyLimit: options.maxBytes },
    (_request, body, done) => done(null, body),
  );

  // A preParsing hook: after the rate limit (onRequest), so guessing tokens is limited too,
  // and before the body is read, so an anonymous upload is turned away unbuffered.
  const requireDeployToken = async (request: FastifyRequest) => {
    const remote = ReleaseOwnerSchema.safeParse((request.params as { remote?: string }).remote);
    if (!remote.success) {
      throw notFound('remote');
    }
    await authenticateDeployToken(sql, request.headers.authorization, remote.data, now());
  };
  const write = { preParsing: requireDeployToken, config: { rateLimit: options.limit } };
  // Rolling back is also the staff console's: a staff session (with its CSRF token) may
  // stand in for the deploy token. The same route, the same checks, recorded as staff's.
  const requireTokenOrStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === undefined && request.headers.cookie !== undefined) {
      await app.requireRole('staff')(request, reply);
      return;
    }
    await requireDeployToken(request);
  };

  const prune = async (remote: ReleaseOwner) => {
    const result = await pruneReleases(sql, remote, {
      keep: options.keep,
      graceHours: options.graceHours,
      now: now(),
    });
    if (result.pruned.length > 0) options.onPruned?.(remote, result.pruned);
    return result;
  };
  /** A remote's release against the active shell and remotes; a shell's against the remotes. */
  const check = (
    release: { remote: ReleaseOwner } & Omit<Parameters<typeof checkReleaseFitsSite>[1], 'remote'>,
    db: Parameters<typeof checkReleaseFitsSite>[0] = sql,
  ) =>
    release.remote === SHELL_RELEASE_NAME
      ? checkShellFitsSite(db, { shared: release.shared, pages: release.definitions.pages })
      : checkReleaseFitsSite(db, { ...release, remote: release.remote });

  app.get(
    '/api/platform/remotes/:remote/releases',
    {
      preParsing: requireDeployToken,
      schema: {
        tags: ['releases'],
        summary: "A remote's stored releases, newest first",
        description: AUTH,
        params: RemoteParamsSchema,
        response: { 200: ReleaseListSchema },
      },
    },
    async (request) => {
      const releases = await listReleases(sql, request.params.remote);
      return {
        remote: request.params.remote,
        releases: releases.map((release) => ({
          version: release.version,
          sourceHash: release.sourceHash,
          createdAt: release.createdAt.toISOString(),
          active: release.active,
          deactivatedAt: release.deactivatedAt?.toISOString() ?? null,
          files: release.files,
          bytes: release.bytes,
        })),
      };
    },
  );

  app.post(
    '/api/platform/remotes/:remote/releases',
    {
      ...write,
      bodyLimit: options.maxBytes,
      schema: {
        tags: ['releases'],
        summary:
          'Upload a release (a gzipped tar of the build folder) and by default activate it; the same files again change nothing',
        description: `${AUTH} The archive holds release.json (remote, version, sourceHash), routes.json, mf-manifest.json, remoteEntry.js and the files they name; Content-Type ${RELEASE_ARCHIVE_TYPE}.`,
        consumes: [RELEASE_ARCHIVE_TYPE],
        params: RemoteParamsSchema,
        querystring: UploadReleaseQuerySchema,
        response: { 200: UploadReleaseResponseSchema, 201: UploadReleaseResponseSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the release as a gzipped tar with Content-Type ${RELEASE_ARCHIVE_TYPE}.`,
        );
      }
      const { remote } = request.params;
      const files = await readReleaseArchive(request.body, {
        maxBytes: options.maxBytes,
        maxFiles: DEFAULT_MAX_FILES,
      });
      const release =
        remote === SHELL_RELEASE_NAME
          ? checkShellReleaseFiles(files)
          : checkReleaseFiles(remote, files);
      await check({ remote, definitions: release.definitions, shared: release.shared });
      const { activate } = request.query;
      const { version, sourceHash } = release.info;
      const { definitions, shared } = release;
      const { isNew } = await recordRelease(
        sql,
        { remote, version, sourceHash, definitions, shared, files: release.files },
        { activate, now: now() },
      );
      if (activate) options.onActivated?.(remote);
      const pruned = activate ? (await prune(remote)).pruned : [];
      // The same files uploaded again (a retry) change nothing: 200 instead of 201.
      return reply.code(isNew ? 201 : 200).send({
        remote,
        version,
        entry: releaseEntryUrl(remote, version),
        active: activate,
        files: release.files.length,
        bytes: release.files.reduce((sum, file) => sum + file.content.length, 0),
        pruned,
      });
    },
  );

  app.post(
    '/api/platform/remotes/:remote/activate',
    {
      ...write,
      preParsing: requireTokenOrStaff,
      schema: {
        tags: ['releases'],
        summary:
          'Make a stored release active: the named version, or the one before the active one (roll back)',
        description: AUTH_OR_STAFF,
        params: RemoteParamsSchema,
        body: ActivateReleaseRequestSchema.optional(),
        response: { 200: ActivateReleaseResponseSchema },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const result = await activateRelease(sql, remote, {
        version: request.body?.version,
        now: now(),
        check,
      });
      options.onActivated?.(remote);
      if (request.signedIn) {
        await options.recordStaffAction({
          staffId: request.signedIn.account.id,
          action: 'release.activate',
          target: `remote:${remote}`,
          before: { activeVersion: result.from },
          after: { activeVersion: result.to },
          at: now(),
        });
      }
      return { remote, ...result };
    },
  );

  app.post(
    '/api/platform/remotes/:remote/prune',
    {
      ...write,
      schema: {
        tags: ['releases'],
        summary: `Remove old releases: keeps the active one, the one before it, ${options.keep} more and any active in the last ${options.graceHours} hours`,
        description: AUTH,
        params: RemoteParamsSchema,
        response: { 200: PruneReleasesResponseSchema },
      },
    },
    async (request) => ({ remote: request.params.remote, ...(await prune(request.params.remote)) }),
  );
};
