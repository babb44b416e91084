import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema } from '@pizza-atlas/contracts';
import { createAnswerCache } from './answers/answer-cache';
import { COMPRESS_THRESHOLD } from './answers/send-answer';
import { connectSharedAnswers } from './answers/shared-answers';
import { clockFromEnv, type Clock } from './clock';
import type { Sql } from './db/client';
import type { Env } from './env';
import { AccessLog } from './http/access-log';
import { HttpError, registerErrorHandling, sendApiNotFound } from './http/errors';
import { platformRoutes } from './platform/routes';
import { DEFAULT_RELEASE_LIMIT, releaseRoutes } from './platform/release-routes';
import { createProviders } from './providers/create-providers';
import { createFeaturedSource } from './restaurants/get-featured';
import { placeRoutes } from './geo/routes';
import { publicPhotoRoutes } from './staff/photo-routes';
import { recordRejection } from './staff/record-rejection';
import { staffRoutes } from './staff/routes';
import { createClientHasher } from './visitor-writes/hash-client';
import { guideRoutes } from './guides/routes';
import { restaurantRoutes } from './restaurants/routes';
import { analyticsRoutes } from './analytics/routes';
import { accountRoutes, DEFAULT_ACCOUNT_LIMIT } from './accounts/routes';
import { registerAccounts } from './accounts/register-accounts';
import { registerRateLimit, type RouteLimit } from './http/rate-limit';
import { responseSerializer } from './http/response-serializer';
import { siteRoutes } from './site/routes';
import { visitorWriteRoutes } from './visitor-writes/routes';
import { waitTimeRoutes } from './wait-times/routes';
import { ReleaseFileCache } from './web/release-file-cache';
import { serveSite } from './web/serve-site';

export interface ServerOptions {
  env: Env;
  sql: Sql;
  /** Per-client limit of each anonymous write route; tests raise or lower it. */
  writeLimit?: RouteLimit;
  /** Prefix of the rate-limit keys in Redis, so test runs sharing a Redis stay apart. */
  rateLimitNamespace?: string;
  /** Prefix of the answer cache's keys in Redis, so test runs sharing a Redis stay apart. */
  answerNamespace?: string;
  /** Prefix of the Yelp provider's shared keys in Redis (cache, throttle, lockout). */
  yelpNamespace?: string;
  /** Serve the shell and published remotes (production); tests of the API alone leave it off. */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where every service reads the time; tests pass a fixed one. Default: from CLOCK_START. */
  clock?: Clock;
  /** Per-client limit of each release write (upload, activate, prune). */
  releaseLimit?: RouteLimit;
  /** Per-client limit of sign-ups and of sign-ins. */
  accountLimit?: RouteLimit;
}

/** Memory for whole pages: a few hundred at 50–150 kB each. */
const PAGE_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared, method and URL pattern. */
    routeList: { method: string; url: string }[];
  }
}

/** Builds the Fastify app without listening, so tests can inject requests. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.env.LOG_LEVEL },
    logController: new AccessLog(),
    bodyLimit: 64 * 1024,
    // Only trust X-Forwarded-For from configured proxies, or anyone could dodge rate limits.
    trustProxy: options.env.TRUST_PROXY,
    // Errors raised before routing (a malformed URL, say) get our error shape too.
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(options.env.CHECK_RESPONSES));
  registerErrorHandling(app);

  // A callback hook, not an async one: no promise on every response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    done(null, payload);
  });

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
    transform: jsonSchemaTransform,
  });

  // Before the route plugins: anonymous writes opt in to a per-client limit.
  const rejectionHasher = createClientHasher(options.sql);
  await registerRateLimit(app, {
    redisUrl: options.env.REDIS_URL,
    redisNamespace: options.rateLimitNamespace,
    onRejected: (request) =>
      recordRejection(options.sql, rejectionHasher, request, 'rate-limit', clock.now()),
  });

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: HealthSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['platform'], response: { 200: ReadySchema } } },
    async () => {
      try {
        await options.sql`select 1`;
      } catch {
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(platformRoutes, { sql: options.sql });
  // Each server keeps its own copy of the release files it serves (RELEASES_DIR).
  const releaseFiles = options.serveWeb
    ? new ReleaseFileCache(options.sql, options.env.RELEASES_DIR)
    : undefined;
  await app.register(releaseRoutes, {
    sql: options.sql,
    shellDist: options.env.SHELL_DIST,
    maxBytes: options.env.RELEASE_MAX_MB * 1024 * 1024,
    keep: options.env.RELEASES_KEEP,
    graceHours: options.env.RELEASE_GRACE_HOURS,
    now: () => clock.now(),
    limit: options.releaseLimit ?? DEFAULT_RELEASE_LIMIT,
    onPruned: (remote, versions) => {
      for (const version of versions) void releaseFiles?.forget(remote, version);
    },
  });

  // Illustrations of the fictional sample catalog.
  await app.register(fastifyStatic, {
    root: path.join(__dirname, '..', 'static', 'sample-photos'),
    prefix: '/sample-photos/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });

  const { sql, writeLimit } = options;
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
    limit: options.accountLimit ?? DEFAULT_ACCOUNT_LIMIT,
  });
  const answerSeconds = options.env.ANSWER_CACHE_SECONDS;
  const shared =
    options.env.REDIS_URL && answerSeconds > 0
      ? await connectSharedAnswers({
          url: options.env.REDIS_URL,
          namespace: options.answerNamespace,
          warn: (error, message) => app.log.warn({ err: error }, message),
        })
      : undefined;
  if (shared) app.addHook('onClose', () => shared.close());
  // Whole pages, in this process only: each is made from answers and forgotten with them.
  const pages = createAnswerCache({
    ttlSeconds: answerSeconds,
    clock,
    maxBytes: PAGE_BYTES,
    staleWhileRefreshing: true,
  });
  const answers = createAnswerCache({
    ttlSeconds: answerSeconds,
    clock,
    shared,
    followers: [pages],
  });
  // With Yelp and Redis, every server shares one Yelp quota: answers, spacing, lockout.
  let yelpRedis: Redis | undefined;
  if (options.env.YELP_API_KEY && options.env.REDIS_URL) {
    const redis = new Redis(options.env.REDIS_URL, {
      connectTimeout: 2000,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'Yelp state Redis error'));
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
    yelpRedis = redis;
  }
  const providers = createProviders(
    sql,
    options.env,
    clock,
    yelpRedis && {
      redis: yelpRedis,
      namespace: options.yelpNamespace,
      warn: (error, message) => app.log.warn({ err: error }, message),
    },
  );
  await app.register(restaurantRoutes, {
    active: providers.active,
    providers: providers.byName,
    getFeatured: createFeaturedSource(sql, clock),
    sql,
    clock,
    answers,
    answerSeconds,
    writeLimit,
  });
  await app.register(guideRoutes, { sql, answers, answerSeconds });
  await app.register(visitorWriteRoutes, { sql, clock, writeLimit });
  await app.register(waitTimeRoutes, { sql, providers, clock });
  await app.register(analyticsRoutes, { sql, clock, writeLimit });
  await app.register(siteRoutes, {
    sql,
    active: providers.active,
    answers,
    map: {
      tileUrl: options.env.MAP_TILE_URL,
      attribution: options.env.MAP_TILE_ATTRIBUTION,
      attributionUrl: options.env.MAP_TILE_ATTRIBUTION_URL,
      maxZoom: options.env.MAP_MAX_ZOOM,
    },
  });
  await app.register(placeRoutes);
  await app.register(staffRoutes, { sql, clock, answers });
  await app.register(publicPhotoRoutes, { sql });

  if (options.serveWeb) {
    await serveSite(app, {
      sql: options.sql,
      shellDist: options.env.SHELL_DIST,
      releases: releaseFiles!,
      publicUrl: options.env.PUBLIC_URL,
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

/** Session cookies are Secure (and __Host- prefixed) when the site is served over https. */
function secureCookies(env: Env): boolean {
  if (env.COOKIE_SECURE !== 'auto') return env.COOKIE_SECURE === 'true';
  return env.PUBLIC_URL?.startsWith('https://') ?? false;
}
