import type { PlatformManifest } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import { sendApiNotFound } from '../http/errors';
import { getManifest } from '../platform/get-manifest';
import { createNonce, pagePolicy } from '../http/content-security-policy';
import { NO_CACHE } from './cache-control';
import { pageIsCurrent } from './page-cache';
import type { ReleaseFileCache } from './release-file-cache';
import { ShellTemplate, renderPage } from './render-page';
import { ModuleChunks } from './module-chunks';
import { serveSeoFiles } from './seo-files';
import {
  ShellRenderer,
  type RenderBudgets,
  type RenderedArea,
  type RenderResult,
} from './server-render';
import { serveReleaseFiles } from './serve-release-files';
import { serveShellFiles } from './serve-shell-files';

/**
 * Production web serving: the shell's assets, every stored remote release and
 * the shell's HTML (with head tags and the registry snapshot) for every page.
 */
export async function serveSite(
  app: FastifyInstance,
  options: {
    sql: Sql;
    shellDist: string;
    releases: ReleaseFileCache;
    /** The site's public origin (PUBLIC_URL): pages never take it from the Host header. */
    publicUrl: string;
    /** The maps' tile URL template (MAP_TILE_URL), whose origin pages may show images from. */
    mapTileUrl?: string;
    /** How long a CDN may keep a page (PAGE_CDN_SECONDS); 0: no-cache. */
    pageCdnSeconds?: number;
    /** false: the browser renders every page, as before server rendering. */
    serverRender?: boolean;
    budgets?: RenderBudgets;
  },
): Promise<void> {
  const template = new ShellTemplate(options.shellDist);
  const renderer =
    options.serverRender === false
      ? null
      : new ShellRenderer(options.shellDist, {
          app,
          releases: options.releases,
          budgets: options.budgets,
        });

  serveReleaseFiles(app, options.releases);
  serveSeoFiles(app, { sql: options.sql, template, publicUrl: options.publicUrl });

  await serveShellFiles(app, options.shellDist);
  const policy = pagePolicy({
    mapTileUrl: options.mapTileUrl ?? '',
    https: options.publicUrl.startsWith('https://'),
  });

  const moduleChunks = new ModuleChunks(options.releases);
  /** Each area's release manifest, container and module chunks, for preload tags. */
  const preloadsFor = (areas: RenderedArea[], manifest: PlatformManifest) =>
    Promise.all(
      areas.flatMap((area) => {
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
    page: { url: string; manifest: PlatformManifest; origin: string; nonce: string },
  ): Promise<RenderResult | null> => {
    const current = renderer?.current();
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const shell = template.read();
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet. Run `npm start` from the repository root.');
    }
    let pathname = '/';
    let search = '';
    try {
      ({ pathname, search } = new URL(url, 'http://localhost'));
    } catch {
      pathname = '/__invalid__';
    }
    const origin = options.publicUrl;
    const nonce = createNonce();
    const manifest = await getManifest(options.sql);
    const rendered = await renderOnServer(request, {
      url: `${pathname}${search}`,
      manifest,
      origin,
      nonce,
    });
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, 301);
    const page = renderPage(shell, {
      manifest,
      pathname,
      search,
      origin,
      nonce,
      rendered: rendered?.kind === 'page' ? rendered : undefined,
      areas: rendered?.kind === 'page' ? await preloadsFor(rendered.areas, manifest) : undefined,
    });
    if ('location' in page) return reply.redirect(page.location, 301);
    if (page.status !== 200) reply.header('Cache-Control', NO_CACHE);
    // The ETag names the page without its nonce. A 304 carries no policy: the browser keeps
    // the one it stored with the page, whose nonce its copy of the page holds.
    else if (
      pageIsCurrent(request, reply, page.html.replaceAll(nonce, ''), options.pageCdnSeconds ?? 0)
    ) {
      reply.raw.removeHeader('Content-Security-Policy');
      return reply.status(304).send();
    }
    reply.helmet(policy.withNonce(nonce));
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
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
