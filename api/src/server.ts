import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema } from '@pizza-atlas/contracts';
import { createAnswerCache } from './answers/answer-cache';
import { createAnswerReplay, type AnswerReplay } from './answers/answer-replay';
import { answerForms, COMPRESS_THRESHOLD } from './answers/send-answer';
import { answerNamespace, createSharedAnswers } from './answers/shared-answers';
import { watchCatalogChanges } from './places/catalog-changes';
import { clockFromEnv, type Clock } from './clock';
import type { Sql } from './db/client';
import type { DatabaseHealth } from './db/database-breaker';
import { registerRequestScope } from './db/request-scope';
import type { Env } from './env';
import { INERT_DOCUMENT_POLICY } from './http/content-security-policy';
import { AccessLog } from './http/access-log';
import { publicApiTransform, registerApiDocs } from './http/api-docs';
import { answerClientError } from './http/client-error';
import { generateRequestId, registerRequestIdHeader } from './http/request-id';
import { registerRouteTimeouts } from './http/route-timeouts';
import {
  readServerTimeouts,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './http/server-timeouts';
import { registerMetrics, registerMetricsRoute } from './metrics/metrics-route';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { HttpError, registerErrorHandling, sendApiNotFound } from './http/errors';
import { readablePageUrl } from './http/readable-page-url';
import { registerSecurityHeaders } from './http/register-security-headers';
import { platformRoutes } from './platform/routes';
import { DEFAULT_RELEASE_LIMIT, releaseRoutes } from './platform/release-routes';
import { createProviders } from './providers/create-providers';
import type { FleetQueue } from './jobs/fleet-queue';
import { PHOTO_SIZES_JOB, startFleetJobs } from './jobs/start-fleet-jobs';
import { createMailTransport } from './mail/mail-transport';
import { createMailWorker, type MailWorker } from './mail/mail-worker';
import { createFeaturedSource } from './restaurants/get-featured';
import { placeRoutes } from './geo/routes';
import { findNeighbourhoodCities } from './places/neighbourhood-cities';
import { publicPhotoRoutes } from './restaurants/photo-routes';
import { recordRejection } from './staff/record-rejection';
import { recordStaffAction } from './staff/record-staff-action';
import { staffRoutes } from './staff/routes';
import { censusGeocoder } from './geocoding/census-geocoder';
import { createAnonymousWrites } from './http/anonymous-writes';
import { createClientHasher } from './http/hash-client';
import { guideRoutes } from './guides/routes';
import { restaurantRoutes } from './restaurants/routes';
import type { ReviewBurst } from './reviews/hold-signals';
import { reviewRoutes } from './reviews/routes';
import { submissionRoutes } from './submissions/routes';
import { contactRoutes } from './contact/routes';
import { analyticsRoutes } from './analytics/routes';
import { accountRoutes, DEFAULT_ACCOUNT_LIMIT } from './accounts/routes';
import { DEFAULT_REPLY_LIMIT, ownerReplyRoutes } from './reviews/owner-reply-routes';
import { DEFAULT_OWNER_LISTING_LIMIT, ownerListingRoutes } from './accounts/owner-listing-routes';
import { registerAccounts } from './accounts/register-accounts';
import { registerRateLimit, type RouteLimit } from './http/rate-limit';
import { refuseUnstorableText } from './http/refuse-unstorable-text';
import { responseSerializer } from './http/response-serializer';
import { siteRoutes } from './site/routes';
import { connectSiteRedis } from './redis/site-redis';
import type { RedisHealth } from './redis/redis-health';
import { waitTimeRoutes } from './wait-times/routes';
import { ReleaseFileCache } from './web/release-file-cache';
import { serveSite } from './web/serve-site';

export interface ServerOptions {
  env: Env;
  sql: Sql;
  /** The database's breaker (openDatabase): /api/ready and /api/health ask it. */
  database?: DatabaseHealth;
  /** Per-client limit of each anonymous write route; tests raise or lower it. */
  writeLimit?: RouteLimit;
  /** Per client, for an owner's saves of their listing (previews: three times as many). */
  ownerListingLimit?: RouteLimit;
  /** When one client's reviews come too fast and are held for staff; tests raise or lower it. */
  reviewBurst?: ReviewBurst;
  /** Prefix of the rate-limit keys in Redis. Default: REDIS_PREFIX + 'rate-limit:'. */
  rateLimitNamespace?: string;
  /** Prefix of the answer cache's keys and channel. Default: REDIS_PREFIX + 'answers:'. */
  answerNamespace?: string;
  /** Prefix of the Yelp provider's shared keys (cache, throttle, lockout). Default: REDIS_PREFIX + 'yelp:'. */
  yelpNamespace?: string;
  /** Serve the shell and published remotes (production); tests of the API alone leave it off. */
  serveWeb?: boolean;
  /** Where the fleet job queue connects; without it (tests) no queue starts. */
  databaseUrl?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Where every service reads the time; tests pass a fixed one. Default: from CLOCK_START. */
  clock?: Clock;
  /** Per-client limit of each release write (upload, activate, prune). */
  releaseLimit?: RouteLimit;
  /** Per-client limit of sign-ups and of sign-ins. */
  accountLimit?: RouteLimit;
  /** Per-account limit of an owner's reply saves and of deletes (decision 0090). */
  replyLimit?: RouteLimit;
  /** Socket and route timeouts; tests make them tiny. Default: from the environment. */
  timeouts?: ServerTimeouts;
}

/** Memory for whole pages: a few hundred at 50–150 kB each. */
const PAGE_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared, method and URL pattern. */
    routeList: { method: string; url: string }[];
    /**
     * Resolves once no answer or page is being made again in the background: a test that
     * got the one before waits on it for the new one, rather than for a while.
     */
    answersSettled: () => Promise<void>;
    /** Reads whether an import changed the catalog, dropping kept answers if so (tests call it). */
    checkCatalogChanges: () => Promise<boolean>;
    /** The configured Redis's state as this server sees it (`.state`); unset without REDIS_URL. */
    redisHealth: RedisHealth | undefined;
    /** This server's metrics (GET /api/metrics): Redis health and the job queue plug in here. */
    metrics: ServerMetrics;
    /** Sends the mail outbox (decision 0043): tests drain it and wait for sends to settle. */
    mail: MailWorker;
    /** Kept answers sent again before routing (decision 0076). */
    answerReplay: AnswerReplay;
  }
}

/** Builds the Fastify app without listening, so tests can inject requests. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? readServerTimeouts(options.env);
  const metrics = createServerMetrics(options.sql);
  const answerReplay = createAnswerReplay({ metrics, forms: answerForms });
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    serverFactory: answerReplay.serverFactory,
    clientErrorHandler: answerClientError,
    logger:
      options.logger === false
        ? false
        : { level: options.env.LOG_LEVEL, ...(options.logStream && { stream: options.logStream }) },
    logController: new AccessLog(options.env.LOG_SLOW_REQUEST_MS),
    genReqId: generateRequestId,
    bodyLimit: 64 * 1024,
    // While closing (close-on-signals.ts), a request on an open connection is still
    // answered, with Connection: close, rather than Fastify's own 503: the pool and the
    // database close only after the drain.
    return503OnClosing: false,
    // Only trust X-Forwarded-For from configured proxies, or anyone could dodge rate limits.
    trustProxy: options.env.TRUST_PROXY,
    // Errors raised before routing (a malformed URL, say) get our error shape too.
    // A page address whose path has a %-escape that decodes to nothing ('/%ZZ') is read as
    // the characters written, so it reaches the pages, whose 404 it gets, not the JSON 400.
    rewriteUrl: (request) => readablePageUrl(request.method, request.url),
    frameworkErrors: (error, _request, reply) => {
      const body = { error: { code: 'BAD_REQUEST', message: error.message } };
      void (reply as FastifyReply).code(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  const clock = options.clock ?? clockFromEnv(options.env);
  // Every route as declared, for the tests that must cover them all (staff access).
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  // Before every route, so its hook counts them all.
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics);
  app.decorate('answerReplay', answerReplay);
  answerReplay.register(app);
  registerRouteTimeouts(app, timeouts);
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(options.env.CHECK_RESPONSES));
  registerErrorHandling(app);
  // NUL and lone surrogates get a 400 from every API route, before its own validation.
  refuseUnstorableText(app);
  // Writes whose client has gone are not committed (db/guard-database.ts).
  registerRequestScope(app);

  // Before every route: Content-Security-Policy, HSTS, COOP, CORP, Permissions-Policy…
  await registerSecurityHeaders(app, { publicUrl: options.env.PUBLIC_URL });

  // Before every route: the plugin hooks into routes as they are declared. JSON, HTML, JS,
  // CSS and SVG go out in brotli or gzip as the client asks; images, fonts and anything
  // already encoded (cached answers, precompressed files) are left as they are.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    // Request bodies are taken as sent: nothing here needs compressed uploads, and
    // inflating them would let a small body grow past what the body limits meant.
    globalDecompression: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pizza Atlas API', version: '0.1.0' },
    },
    transform: publicApiTransform,
  });

  // One client for commands and one for the channel, shared by the answers, the limits and
  // Yelp's state; the server starts whether or not Redis answers (decision 0037).
  const redis = options.env.REDIS_URL
    ? connectSiteRedis(app, options.env.REDIS_URL, options.env.REDIS_PREFIX)
    : undefined;
  app.decorate('redisHealth', redis?.health);
  if (redis) metrics.setRedisState(() => redis.health.state);
  await redis?.firstAttempt;
  /** A Redis failure: logged once a minute while Redis is away, else at once. */
  const redisWarn = (error: unknown, message: string) => {
    if (redis?.health.state === 'down') redis.health.failed(error);
    else app.log.warn({ err: error }, message);
  };

  // Before the route plugins: anonymous writes opt in to a per-client limit.
  const rejectionHasher = createClientHasher(options.sql);
  await registerRateLimit(app, {
    redis: redis?.client,
    redisNamespace: options.rateLimitNamespace ?? `${options.env.REDIS_PREFIX}rate-limit:`,
    onRedisError: (error) => redisWarn(error, 'rate limit: Redis failed, counted here alone'),
    onRejected: (request) =>
      recordRejection(options.sql, rejectionHasher, request, 'rate-limit', clock.now()),
    now: () => clock.now().getTime(),
  });

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: HealthSchema } } },
    async () => {
      const database = options.database?.state;
      const state = (up: boolean) => (up ? ('ok' as const) : ('unavailable' as const));
      return {
        status: 'ok' as const,
        ...(database && { database: state(database === 'up') }),
        ...(redis && { redis: state(redis.health.state === 'up') }),
      };
    },
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['platform'], response: { 200: ReadySchema } } },
    async () => {
      const ready = options.database
        ? await options.database.check()
        : await answersWithin(options.sql, READY_CHECK_MS);
      if (!ready)
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.');
      // Without its Redis a server cannot hear other servers' writes: out of rotation.
      if (redis && !(await redis.health.check()))
        throw new HttpError(503, 'REDIS_UNAVAILABLE', 'Redis is not answering.');
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        ...(redis && { redis: 'ok' as const }),
      };
    },
  );

  registerMetricsRoute(app, metrics, options.env.METRICS_TOKEN);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerApiDocs(app);

  await app.register(platformRoutes, { sql: options.sql });
  // Each server keeps its own copy of the release files it serves (RELEASES_DIR).
  const releaseFiles = options.serveWeb
    ? new ReleaseFileCache(options.sql, options.env.RELEASES_DIR)
    : undefined;
  await app.register(releaseRoutes, {
    sql: options.sql,
    maxBytes: options.env.RELEASE_MAX_MB * 1024 * 1024,
    keep: options.env.RELEASES_KEEP,
    graceHours: options.env.RELEASE_GRACE_HOURS,
    now: () => clock.now(),
    limit: options.releaseLimit ?? DEFAULT_RELEASE_LIMIT,
    onPruned: (remote, versions) => {
      for (const version of versions) void releaseFiles?.forget(remote, version);
    },
    recordStaffAction: (entry) => recordStaffAction(options.sql, entry),
  });

  // Illustrations of the fictional sample catalog. In a scope of their own: a path the
  // static plugin refuses (a backslash, a dot segment, a NUL, the folder) is the site's
  // 404 page like any missing file, never the plugin's 403 JSON (decision 0042).
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if ((error.statusCode ?? 500) < 500) return reply.callNotFound();
      return reply.send(error);
    });
    await scope.register(fastifyStatic, {
      root: path.join(__dirname, '..', 'static', 'sample-photos'),
      prefix: '/sample-photos/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
        // SVG illustrations: nothing in one runs when it is opened as a document.
        reply.header('Content-Security-Policy', INERT_DOCUMENT_POLICY);
      },
    });
  });

  const { sql, writeLimit } = options;
  const mailTransport = createMailTransport({
    smtpUrl: options.env.SMTP_URL,
    from: options.env.MAIL_FROM,
    folder: path.join(options.env.DATA_DIR, 'mail'),
  });
  const mail = createMailWorker({
    sql,
    transport: mailTransport,
    now: () => clock.now(),
    sendAfterWrites: options.env.MAIL_SEND_AFTER_WRITES,
    warn: (error) => app.log.warn({ err: error }, 'mail: sending failed'),
  });
  app.decorate('mail', mail);
  app.addHook('onClose', async () => {
    await mail.settled();
    mailTransport.close();
  });
  const site = options.env.PUBLIC_URL;
  const sessionPolicy = {
    idleMinutes: options.env.SESSION_IDLE_MINUTES,
    maxHours: options.env.SESSION_MAX_HOURS,
  };
  const cookies = await registerAccounts(app, {
    sql,
    clock,
    policy: sessionPolicy,
    secureCookies: secureCookies(options.env),
    publicUrl: options.env.PUBLIC_URL,
  });
  await app.register(accountRoutes, {
    sql,
    clock,
    cookies,
    policy: sessionPolicy,
    publicUrl: options.env.PUBLIC_URL,
    site,
    mail,
    metrics,
    limit: options.accountLimit ?? DEFAULT_ACCOUNT_LIMIT,
  });
  const answerSeconds = options.env.ANSWER_CACHE_SECONDS;
  const shared =
    redis && answerSeconds > 0
      ? await createSharedAnswers({
          client: redis.client,
          subscriber: redis.subscriber,
          namespace: options.answerNamespace ?? answerNamespace(redis.prefix),
          warn: redisWarn,
        })
      : undefined;
  // Whole pages, in this process only: each is made from answers and forgotten with them.
  const pages = createAnswerCache({
    ttlSeconds: answerSeconds,
    clock,
    maxBytes: PAGE_BYTES,
    staleWhileRefreshing: true,
    refreshListsOnPlaceChange: true,
    // Pages are made from answers: none kept while the answers are not (Redis away).
    suspended: () => redis?.health.state === 'down' && answerSeconds > 0,
    onLookup: (outcome) => metrics.cacheLookup('pages', outcome),
  });
  const answers = createAnswerCache({
    ttlSeconds: answerSeconds,
    clock,
    shared,
    followers: [pages],
    onLookup: (outcome) => metrics.cacheLookup('answers', outcome),
  });
  // The import command runs in another process: each server notices its changes itself.
  const catalogWatch = watchCatalogChanges(sql, {
    onChange: () => answers.invalidate(),
    warn: (error) => app.log.warn({ err: error }, 'Could not read whether the catalog changed'),
  });
  const watchSeconds = options.env.CATALOG_WATCH_SECONDS;
  if (answerSeconds > 0 && watchSeconds > 0) {
    void catalogWatch.check();
    const timer = setInterval(() => void catalogWatch.check(), watchSeconds * 1000);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  app.decorate('checkCatalogChanges', () => catalogWatch.check());
  let jobs: FleetQueue | undefined;
  if (options.env.JOBS_ENABLED && options.databaseUrl) {
    const queue = await startFleetJobs({
      env: options.env,
      sql,
      clock,
      url: options.databaseUrl,
      log: app.log,
      mail,
      onPhotosSized: () => answers.invalidate(),
    });
    app.addHook('onClose', () => queue.stop());
    metrics.setQueueDepth(() => queue.depthByQueue());
    jobs = queue;
  }
  await app.register(ownerListingRoutes, {
    sql,
    clock,
    answers,
    limit: options.ownerListingLimit ?? DEFAULT_OWNER_LISTING_LIMIT,
  });
  app.decorate('answersSettled', async () => {
    await pages.settled();
    await answers.settled();
  });
  // With Yelp and Redis, every server shares one Yelp quota: answers, spacing, lockout.
  const providers = createProviders(
    sql,
    options.env,
    clock,
    options.env.YELP_API_KEY && redis
      ? {
          redis: redis.client,
          namespace: options.yelpNamespace ?? `${redis.prefix}yelp:`,
          warn: redisWarn,
        }
      : undefined,
  );
  // Every anonymous write shares one policy: body and rate limits, the honeypot, client hashes.
  const writes = createAnonymousWrites({
    sql,
    writeLimit,
    onTrapped: (request) => recordRejection(sql, rejectionHasher, request, 'honeypot', clock.now()),
  });
  await app.register(restaurantRoutes, {
    active: providers.active,
    providers: providers.byName,
    getFeatured: createFeaturedSource(sql, clock),
    sql,
    clock,
    answers,
    answerSeconds,
  });
  await app.register(reviewRoutes, {
    sql,
    clock,
    providers: providers.byName,
    answers,
    writes,
    reviewBurst: options.reviewBurst,
  });
  await app.register(ownerReplyRoutes, {
    sql,
    clock,
    answers,
    limit: options.replyLimit ?? DEFAULT_REPLY_LIMIT,
  });
  await app.register(submissionRoutes, {
    sql,
    clock,
    writes,
    uploadBytesPerHour: options.env.PHOTO_UPLOAD_MB_PER_HOUR * 1024 * 1024,
  });
  await app.register(contactRoutes, { sql, clock, writes, site, mail });
  await app.register(waitTimeRoutes, { sql, providers, clock, writes });
  await app.register(guideRoutes, { sql, answers, answerSeconds, clock });
  await app.register(analyticsRoutes, { sql, clock, writeLimit });
  await app.register(siteRoutes, {
    sql,
    active: providers.active,
    answers,
    map: {
      tiles:
        options.env.MAP_TILES === 'none'
          ? null
          : {
              url: options.env.MAP_TILES,
              attribution: options.env.MAP_TILE_ATTRIBUTION,
              attributionUrl: options.env.MAP_TILE_ATTRIBUTION_URL,
            },
      maxZoom: options.env.MAP_MAX_ZOOM,
    },
  });
  await app.register(placeRoutes, {
    findNeighbourhoods: async (prefix) =>
      (await findNeighbourhoodCities(sql, prefix, { prefix: true })).map(
        (found) => `${found.neighbourhood}, ${found.city}, ${found.state}`,
      ),
  });
  await app.register(staffRoutes, {
    sql,
    clock,
    answers,
    // A pin dragged on a map without streets is not confirmed (decision 0034).
    mapHasStreets: options.env.MAP_TILES !== 'none',
    geocoder:
      options.env.GEOCODER === 'census'
        ? censusGeocoder({
            baseUrl: options.env.CENSUS_GEOCODER_URL,
            onError: (error) => app.log.warn({ err: error }, 'Census geocoder gave no point'),
          })
        : null,
    site,
    mail,
    mailTransport: mailTransport.description,
    // Photos just approved are sized now rather than at the job's next minute.
    sizePhotosSoon: () =>
      void jobs
        ?.sendNow(PHOTO_SIZES_JOB)
        .catch((error: unknown) => app.log.warn({ err: error }, 'photo sizing not sent')),
    mailFolder: mailTransport.folder,
  });
  await app.register(publicPhotoRoutes, { sql });

  if (options.serveWeb) {
    await serveSite(app, {
      sql: options.sql,
      releases: releaseFiles!,
      publicUrl: options.env.PUBLIC_URL,
      mapTileUrl: options.env.MAP_TILES === 'none' ? '' : options.env.MAP_TILES,
      pageCdnSeconds: options.env.PAGE_CDN_SECONDS,
      pages,
      budgets: {
        loadBudgetMs: options.env.RENDER_LOAD_BUDGET_MS,
        dataBudgetMs: options.env.RENDER_DATA_BUDGET_MS,
        renderBudgetMs: options.env.RENDER_BUDGET_MS,
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      sendApiNotFound(reply, request.method, request.raw.url ?? '/'),
    );
  }
  return app;
}

const READY_CHECK_MS = 1000;

/** Without a breaker (tests of the API alone): one `select 1` on the pool, bounded. */
async function answersWithin(sql: Sql, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`select 1`.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Session cookies are Secure (and __Host- prefixed) when the site is served over https. */
function secureCookies(env: Env): boolean {
  if (env.COOKIE_SECURE !== 'auto') return env.COOKIE_SECURE === 'true';
  return env.PUBLIC_URL.startsWith('https://');
}
