import path from 'node:path';
import { z } from 'zod';
import { loadEnvFile } from './load-env-file';

/** The repository root: api/src/.. /.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Settings read at start-up when the file is there; real environment variables win. */
export const ENV_FILE = path.join(REPO_ROOT, '.env');

/** A folder setting; a relative one (as in .env.example) is taken from the repository root. */
const folder = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => path.resolve(REPO_ROOT, value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every setting and its default lives here; .env.example mirrors it. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The site's public origin: canonical links, social cards, the sitemap, the origin writes
   * must come from, HSTS when https. Never taken from a request's Host header. Default:
   * http://HOST:PORT (localhost when HOST listens on every address).
   */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Requests that succeed are logged at debug; failed ones (4xx at info, 5xx at error) and
   * those slower than this (at warn) at any level from info.
   */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /**
   * The bearer token GET /api/metrics asks for (Prometheus text format). Unset: the route
   * answers 404 as if absent. At least 16 characters, as it guards fleet internals.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /** A request (its body, if any) must arrive and be answered within this. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * The same for files at the client's pace: photo uploads and release archives (60 and
   * 64 MB at most) and downloads. 600 s lets 60 MB through at 0.8 Mbit/s.
   */
  TRANSFER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /**
   * An idle keep-alive connection is closed after this. Behind a load balancer it must be above
   * the balancer's idle timeout (60 s on common ones), or the balancer reuses a connection the
   * server is closing and the visitor gets a 502.
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(65),
  /** A PostgreSQL server; when unset the embedded PostgreSQL starts in DATA_DIR. */
  DATABASE_URL: optionalText,
  DATA_DIR: folder('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** A statement running longer is cancelled by PostgreSQL, and answered 503. 0: no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * This server's own cache of release files (releases live in the database); filled on
   * first request. Defaults to DATA_DIR/releases.
   */
  RELEASES_DIR: optionalText,
  /** Releases kept per remote besides the active one and the one before it. */
  RELEASES_KEEP: z.coerce.number().int().min(0).max(1000).default(3),
  /** Hours after a release stops being active during which it is never pruned. */
  RELEASE_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** The largest release accepted, in megabytes of unpacked files. */
  RELEASE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(64),
  /** Where the release commands (publish-remote, rollback-remote…) send requests. */
  PIZZA_ATLAS_API_URL: optionalText.pipe(z.url().optional()),
  /** The deploy token the release commands send; unset, the local site's tokens in DATA_DIR. */
  PIZZA_ATLAS_DEPLOY_TOKEN: optionalText,
  /**
   * Where a LOCAL shell build is read from to publish it (publish-remote shell); servers
   * render the active shell release from the database, never this folder (0036).
   */
  SHELL_DIST: folder(path.join('shell', 'dist')),
  /**
   * How long a CDN may keep a page's HTML (Cache-Control s-maxage; pages hold no
   * per-visitor data, and browsers revalidate them by ETag on every visit). 0: no-cache.
   */
  PAGE_CDN_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /**
   * Server rendering's time budgets (decision 0017): a remote module's load, the page's
   * data, the render itself. Past one, that part is left to the browser.
   */
  RENDER_LOAD_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  RENDER_DATA_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  RENDER_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  /**
   * Megabytes of photos one client (address) may upload in an hour, counted in the
   * database so every app server sees one count. A full place is 6 photos of 10 MB.
   */
  PHOTO_UPLOAD_MB_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Shares rate limits and the answer cache between app servers. */
  REDIS_URL: optionalText,
  /**
   * Starts every Redis key and pub/sub channel of the site (answers, rate limits, Yelp
   * state), so several sites or test runs can share one Redis server: pub/sub ignores the
   * database index, so a channel's name is what keeps them apart.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . _ : - only (at most 64)')
    .default('pizza-atlas:'),
  /**
   * How long search, featured and restaurant answers are kept (in memory, and in Redis
   * with REDIS_URL) before they are made again; a review drops them at once. 0: off.
   */
  /**
   * How often each server reads whether an import changed the catalog, and drops its kept
   * answers if so (one small query per period); 0 turns it off.
   */
  CATALOG_WATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Proxies whose X-Forwarded-For is believed: 'false' (none), 'true' (any: only behind a
   * proxy that overwrites the header), or comma-separated proxy addresses or CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' || value === '' ? false : value,
    ),
  /** Minutes a signed-in session lasts with no request before it ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Hours a session lasts at most, however active. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * Session cookies only over https, named with the __Host- prefix. 'auto' (default): on
   * when PUBLIC_URL is an https URL.
   */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * The maps' raster tiles: a Leaflet URL template (absolute, or a path on this site), or
   * 'none' (default): markers on a plain background, and no request leaves for tiles. A
   * busy site serves its own tiles, e.g. '/tiles/{z}/{x}/{y}.png' (decision 0048), never
   * tile.openstreetmap.org, whose usage policy does not allow a busy site's traffic.
   */
  MAP_TILES: z
    .string()
    .trim()
    .default('none')
    .refine((value) => value === 'none' || ['{z}', '{x}', '{y}'].every((p) => value.includes(p)), {
      error: "must be 'none' or a URL template with {z}, {x} and {y}",
    }),
  /** The credit MAP_TILES' source requires, and where it links. */
  MAP_TILE_ATTRIBUTION: z.string().trim().default('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: z.string().trim().default('https://www.openstreetmap.org/copyright'),
  MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  YELP_API_KEY: optionalText,
  /** Yelp's base URL; point it at the local fake (src/providers/yelp/fake-yelp-server.ts) offline. */
  YELP_API_URL: optionalText,
  /**
   * The Overpass API interpreter the place importer asks (`--overpass AREA`); point it at
   * the local fake (src/catalog/import/fake-overpass-server.ts) for tests and offline demos.
   */
  OVERPASS_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://overpass-api.de/api/interpreter'),
  ),
  /**
   * How the Overpass operators can reach whoever runs the import (an email address): sent
   * in the importer's User-Agent with PUBLIC_URL, as public servers ask of heavy users.
   */
  OVERPASS_CONTACT: optionalText,
  /**
   * Which geocoder suggests the pin of a visitor-added place: 'census' asks the US Census
   * geocoder (an outside call per submission), 'none' (default) uses only the gazetteers, so
   * nothing leaves the server unless the operator asks for it.
   */
  GEOCODER: z.enum(['census', 'none']).default('none'),
  /** The Census geocoder's base URL; point it at src/geocoding/fake-census-geocoder.ts offline. */
  CENSUS_GEOCODER_URL: z.string().trim().default('https://geocoding.geo.census.gov'),
  /** Seed the fictional sample catalog into an empty catalog at start-up. */
  SEED_SAMPLE_CATALOG: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Check every JSON response against its zod contract before sending it (tests do).
   * Off: each contract is compiled once into a fast writer that sends the same fields.
   */
  CHECK_RESPONSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * For end-to-end runs only: the instant (ISO 8601 with a zone, e.g. 2026-11-20T23:30:00Z)
   * at which the server's clock starts; it then advances with real time. Opening hours,
   * open now, wait times and today's featured places follow it. Unset: the real time.
   */
  CLOCK_START: optionalText.pipe(
    z.iso
      .datetime({
        offset: true,
        error: 'must be an ISO 8601 instant with a time zone, e.g. 2026-11-20T23:30:00Z',
      })
      .transform((value) => new Date(value))
      .optional(),
  ),
  /**
   * Where outgoing mail goes: an SMTP server, smtp://user:password@host:587 (STARTTLS when
   * the server offers it) or smtps://…:465. Unset: each mail is written as an .eml file in
   * DATA_DIR/mail, for development.
   */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The From of every mail; default: Pizza Atlas <no-reply@PUBLIC_URL's host>. */
  MAIL_FROM: optionalText,
  /**
   * Send mail right after the write that made it ('true'); 'false' leaves it to the job
   * queue's minute-by-minute drain (tests drain it themselves). A failed send is retried by
   * the queue either way.
   */
  MAIL_SEND_AFTER_WRITES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Runs the fleet's scheduled work (pg-boss, once across all servers); off in tests. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** When the sweep (expired sessions, retention, release pruning) runs: 5-field cron, UTC. */
  JOBS_SWEEP_CRON: z.string().min(9).max(100).default('23 * * * *'),
  /** Days kept of analytics events, turned-away writes and staff audit rows. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  REJECTION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /**
   * Areas whose real places are fetched from Overpass again on REFRESH_CRON, as
   * `npm run import-places -- --overpass AREA` would: "City, ST", a state code or US,
   * separated by ";". Empty: no scheduled refresh.
   */
  REFRESH_AREAS: z.string().trim().max(2000).default(''),
  /** When the place refresh runs, once across the fleet (5-field cron, UTC): Mondays 09:00. */
  REFRESH_CRON: z.string().min(9).max(100).default('0 9 * * 1'),
});

export type Env = z.infer<typeof EnvSchema> & {
  RELEASES_DIR: string;
  PUBLIC_URL: string;
  MAIL_FROM: string;
};

/** The local site's origin from where it listens: every address is reached as localhost. */
function localOrigin(host: string, port: number): string {
  const name = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * A production server never guesses where its data lives or what its address is: without
 * DATABASE_URL it would start an embedded PostgreSQL on its local disk (data no other server
 * sees), and without PUBLIC_URL its links and origin checks would name localhost.
 */
function requireProductionSettings(settings: z.infer<typeof EnvSchema>): void {
  if (settings.NODE_ENV !== 'production') return;
  const missing = [
    !settings.DATABASE_URL && 'DATABASE_URL (the embedded PostgreSQL is for development only)',
    !settings.PUBLIC_URL && 'PUBLIC_URL (the origin visitors use, e.g. https://pizza.example)',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`NODE_ENV=production needs ${missing.join(' and ')}`);
  }
}

/**
 * Parses the environment; an invalid setting stops start-up with a clear message. The
 * process's own environment is completed from the .env file first (API, CLI commands).
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, envFile = ENV_FILE): Env {
  if (source === process.env) loadEnvFile(envFile, source);
  if (source.MAP_TILE_URL) {
    throw new Error('Invalid environment:\n  MAP_TILE_URL is now MAP_TILES (decision 0048)');
  }
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  requireProductionSettings(parsed.data);
  const publicUrl = parsed.data.PUBLIC_URL ?? localOrigin(parsed.data.HOST, parsed.data.PORT);
  return {
    ...parsed.data,
    RELEASES_DIR: path.resolve(
      REPO_ROOT,
      parsed.data.RELEASES_DIR ?? path.join(parsed.data.DATA_DIR, 'releases'),
    ),
    PUBLIC_URL: publicUrl,
    MAIL_FROM: parsed.data.MAIL_FROM ?? `Pizza Atlas <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
