import type { PlatformManifest } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAnswerCache, type AnswerCache, type Produced } from '../answers/answer-cache';
import { collectScopes } from '../answers/collect-scopes';
import { systemClock } from '../clock';
import type { Sql } from '../db/client';
import { sendApiNotFound } from '../http/errors';
import { createNonce, pagePolicy } from '../http/content-security-policy';
import { pathOf } from '../http/readable-page-url';
import { NO_CACHE } from './cache-control';
import { createManifestReader } from './create-manifest-reader';
import { pageCacheControl } from './page-cache';
import { pageKey } from './page-key';
import { sendPage as sendPageAnswer } from './send-page';
import type { ReleaseFileCache } from './release-file-cache';
import { ActiveShell } from './active-shell';
import { renderPage, type ShellBuild } from './render-page';
import { ModuleChunks } from './module-chunks';
import { serveSeoFiles } from './seo-files';
import {
  ShellRenderer,
  type RenderBudgets,
  type RenderedArea,
  type RenderResult,
  type ServerRenderer,
} from './server-render';
import { serveReleaseFiles } from './serve-release-files';
import { serveShellFiles } from './serve-shell-files';

/**
 * A GET of a page: not under /api, /remotes or /assets (their 404s are their own), and a
 * last segment with no dot, as no file of the shell's build has (a file has an extension).
 * Odd spellings (an empty segment) are left to the static files' checks as before.
 */
function namesNoFile(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request.raw.url ?? '/');
  if (/^\/(?:api(?:\/|$)|remotes\/|assets\/)/.test(pathname) || pathname.includes('//'))
    return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Production web serving: the shell's assets, every stored remote release and
 * the shell's HTML (with head tags and the registry snapshot) for every page.
 */
export async function serveSite(
  app: FastifyInstance,
  options: {
    sql: Sql;
    /** Every release's files, the shell's included: pages come from the active shell release. */
    releases: ReleaseFileCache;
    /** The site's public origin (PUBLIC_URL): pages never take it from the Host header. */
    publicUrl: string;
    /** The maps' tile URL template (MAP_TILES), whose origin pages may show images from. */
    mapTileUrl?: string;
    /** How long a CDN may keep a page (PAGE_CDN_SECONDS); 0: no-cache. */
    pageCdnSeconds?: number;
    /** false: the browser renders every page, as before server rendering. */
    serverRender?: boolean;
    budgets?: RenderBudgets;
    /** Whole pages, kept while the answers they were made of are (see server.ts); default: none. */
    pages?: AnswerCache;
  },
): Promise<void> {
  const pages = options.pages ?? createAnswerCache({ ttlSeconds: 0, clock: systemClock });
  const activeShell = new ActiveShell(options.sql, options.releases);
  const readManifest = createManifestReader(options.sql);
  const renderer =
    options.serverRender === false
      ? null
      : new ShellRenderer({
          app,
          releases: options.releases,
          budgets: options.budgets,
        });

  serveReleaseFiles(app, options.releases);
  serveSeoFiles(app, { sql: options.sql, shell: activeShell, publicUrl: options.publicUrl });

  // A page's URL names no file: it is answered here, before the shell files' wildcard
  // route looks for it on disk (a directory read and a few stats for every page). A hook of
  // that route's own, so no other request pays for the question.
  serveShellFiles(app, activeShell, options.releases, (request, reply, done) => {
    if (!namesNoFile(request)) return done();
    sendPage(request, reply).catch((error: unknown) => reply.send(error));
  });
  const policy = pagePolicy({
    mapTileUrl: options.mapTileUrl ?? '',
    https: options.publicUrl.startsWith('https://'),
  });

  const moduleChunks = new ModuleChunks(options.releases);
  /** Each area's release manifest, container and module chunks, for preload tags. */
  const preloadsFor = (areas: RenderedArea[], manifest: PlatformManifest) =>
    Promise.all(
      areas.flatMap((area) => {
        if (area.loads === 'when-near') return [];
        const remote = manifest.remotes.find(
          (entry) => entry.name === area.remote && entry.version === area.version,
        );
        if (!remote) return [];
        return [
          moduleChunks
            .chunksOf(area.remote, area.version, area.module)
            .then((chunks) => ({ entry: remote.entry, chunks })),
        ];
      }),
    );

  /** The page rendered by the shell's server bundle, or null for the browser to render. */
  const renderOnServer = async (
    request: FastifyRequest,
    current: ServerRenderer | null | undefined,
    page: { url: string; manifest: PlatformManifest; origin: string; nonce: string },
  ): Promise<RenderResult | null> => {
    if (!current || page.url.startsWith('/__invalid__')) return null;
    let result: RenderResult;
    try {
      result = await current.render(page);
    } catch (error) {
      result = { kind: 'failed', error };
    }
    if (result.kind === 'failed') {
      request.log.error(
        { err: result.error, url: page.url },
        'server render failed; sent the page the browser renders',
      );
      return null;
    }
    if (result.kind === 'page') {
      for (const { module, error } of result.dataErrors ?? [])
        request.log.warn(
          { err: error, module },
          'a page loader failed; the browser fetches its data',
        );
      for (const area of result.areas)
        if (area.rendered === 'browser')
          request.log.warn(
            {
              err: area.error,
              remote: area.remote,
              version: area.version,
              module: area.module,
              reason: area.reason,
            },
            'a remote area is rendered in the browser',
          );
    }
    return result;
  };

  /**
   * The whole page: rendered, filled into the shell's HTML, and kept in the page cache when
   * it came out whole (a 200 with all its data and areas rendered here, every piece of data
   * from the answer cache), dropped with the answers it was made of (page-key.ts).
   */
  const makePage = async (
    request: FastifyRequest,
    shell: ShellBuild,
    current: ServerRenderer | null | undefined,
    page: {
      url: string;
      pathname: string;
      search: string;
      manifest: PlatformManifest;
      origin: string;
    },
  ): Promise<Produced> => {
    const { manifest, origin } = page;
    // A stand-in, replaced by a fresh nonce in each answer of the page (send-page.ts).
    const nonce = createNonce();
    const {
      value: rendered,
      scope,
      complete,
    } = await collectScopes(() =>
      renderOnServer(request, current, { url: page.url, manifest, origin, nonce }),
    );
    if (rendered?.kind === 'redirect') return { body: rendered.location, status: 301, keep: false };
    const made = renderPage(shell, {
      manifest,
      pathname: page.pathname,
      search: page.search,
      origin,
      nonce,
      rendered: rendered?.kind === 'page' ? rendered : undefined,
      areas: rendered?.kind === 'page' ? await preloadsFor(rendered.areas, manifest) : undefined,
    });
    if ('location' in made) return { body: made.location, status: 301, keep: false };
    const whole =
      rendered?.kind === 'page' &&
      !rendered.dataErrors?.length &&
      rendered.areas.every((area) => area.rendered === 'server');
    return {
      body: made.html,
      status: made.status,
      scope,
      nonce,
      keep: complete && whole && made.status === 200,
    };
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    // Two small queries, asked together: which shell is active, and whether the registry
    // changed (one round trip to the database instead of two, before every page).
    const [active, manifest] = await Promise.all([activeShell.current(), readManifest()]);
    if (!active) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          'The site has no shell release yet. Run `npm start` from the repository root, or publish the shell (publish-remote shell).',
        );
    }
    const shell = active.build;
    const current = renderer?.current(active.renderFile);
    let pathname = '/';
    let search = '';
    try {
      ({ pathname, search } = new URL(url, 'http://localhost'));
    } catch {
      pathname = '/__invalid__';
    }
    const origin = options.publicUrl;
    const page = { url: `${pathname}${search}`, pathname, search, manifest, origin };
    // A new active shell is a new ShellBuild object, so a new key: kept pages of the old
    // shell are never answered again, on any server (as a remote's publish changes the
    // manifest in the key).
    const key = pageKey({ ...page, shell, renderer: current });
    const answer = await pages.get(key, () => makePage(request, shell, current, page));
    if (answer.status === 301) return reply.redirect(answer.body, 301);
    const cacheControl =
      answer.status === undefined ? pageCacheControl(options.pageCdnSeconds ?? 0) : NO_CACHE;
    return sendPageAnswer(request, reply, answer, { cacheControl, policy });
  };

  // The static plugin's wildcard would claim "/" as a folder; the home page is a page.
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api')
      return sendApiNotFound(reply, request.method, url);
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      url.startsWith('/remotes/') ||
      url.startsWith('/assets/')
    ) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendPage(request, reply);
  });
}
