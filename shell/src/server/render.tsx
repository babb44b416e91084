// The shell's server bundle (dist/server/render.js): renders a URL to HTML, the shell's
// frame with the route's page, loading each remote module the page shows from its
// active release, running the route's data loaders and building its head.
// See docs/decisions/0014-server-builds.md and 0017-server-rendered-pages.md.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import {
  resolveRoute,
  type LoaderContext,
  type PageHead,
  type PageRoute,
  type RemoteRoutes,
} from '@pizza-atlas/platform/core';
import {
  createQueryClient,
  isGoneError,
  isNotFoundError,
  SERVER_FETCH_GLOBAL,
} from '@pizza-atlas/api-client';
import { moduleKey, pageModules, type PageModule } from '../app/page-modules';
import { preloadShellPage } from '../app/shell-pages';
import { SHELL_PAGE_DEFINITIONS } from '../site-routes';
import SHELL_PAGES from '../routes';
import { SYSTEM_TIMERS, withinBudget, type Timers } from './budget';
import { FrameCache, cutFrame, frameKey, joinFrame, type RenderedFrame } from './frame-cache';
import type { ReleaseFiles } from './release-files';
import { renderToHtml, type RenderedHtml, type StyleRule } from './render-to-html';
import { RenderInBrowserSignal, SERVER_REMOTE_AREA, ServerApp } from './server-app';
import { ServerRemotes, type PageLoad } from './server-remotes';

export { folderReleaseFiles, httpReleaseFiles } from './release-files';
export type { ReleaseFiles, ReleaseRef } from './release-files';
export type { Timers } from './budget';
export type { PageHead } from '@pizza-atlas/platform/core';

/** One remote area of the page and where it was rendered. */
export type RenderedArea = {
  remote: string;
  version: string;
  module: string;
  /** Whether the browser loads its code with the page (preloaded) or as the visitor nears it. */
  loads: PageModule['loads'];
} & (
  | { rendered: 'server' }
  | {
      rendered: 'browser';
      reason: Exclude<PageLoad['outcome'], 'loaded'> | 'threw';
      error: unknown;
    }
);

export interface DataError {
  module: string;
  error: unknown;
}

export type RenderResult =
  /** The page lives at another spelling of the path (case, trailing slash). */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404 | 410;
      /** What goes inside #root. */
      html: string;
      /** styled-components' <style> tags for everything rendered. */
      styles: string;
      /** The page's head: its definition's defaults, or built from its loaded data. */
      head: PageHead;
      /** React Query's state for the browser to hydrate without refetching. */
      queries: DehydratedState;
      areas: RenderedArea[];
      /** Data loaders that failed (a not-found is an answer, not a failure). */
      dataErrors: DataError[];
    }
  /** The shell itself failed: serve the page the browser renders, as before. */
  | { kind: 'failed'; error: unknown };

export interface ServerRendererOptions {
  files: ReleaseFiles;
  /** How data loaders reach the API: the server's in-process fetch for `/api/...` paths. */
  apiFetch?: typeof fetch;
  /** Longest wait for a remote's module; the area is rendered in the browser after. */
  loadBudgetMs?: number;
  /**
   * How long a remote's load past its budget may go on in the background (its areas left to
   * the browser meanwhile) before it is given up and tried afresh.
   */
  loadCooldownMs?: number;
  /** Longest wait for the page's data; the page renders with what has arrived. */
  dataBudgetMs?: number;
  /** Longest render; what is still pending then is rendered in the browser. */
  renderBudgetMs?: number;
  timers?: Timers;
  /**
   * Whether the header and footer are rendered once per frame key and put into each page
   * (decision 0074; the default), or rendered with every page. Tests compare the two.
   */
  frameCache?: boolean;
}

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  manifest: PlatformManifest;
  /** The site's public origin, for canonical links, JSON-LD and share links. */
  origin?: string;
  /** The answer's Content-Security-Policy nonce, for the styles and scripts rendered. */
  nonce?: string;
}

export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The release version of each remote held in memory. */
  loadedVersions(): Record<string, string>;
  /** How many times the site frame was drawn apart (decision 0074). */
  framesDrawn(): number;
  /** Settles once every remote load that ran past its budget has finished or been given up. */
  settled(): Promise<void>;
}

const NOT_FOUND_HEAD: PageHead = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  robots: 'noindex',
};

/** An API error that is the page's own answer, shown as such: not found (404) or gone (410). */
function isPageAnswer(error: unknown): boolean {
  return isNotFoundError(error) || isGoneError(error);
}

export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const timers = options.timers ?? SYSTEM_TIMERS;
  const renderBudgetMs = options.renderBudgetMs ?? 2000;
  const frames = options.frameCache === false ? null : new FrameCache();
  let framesDrawn = 0;
  const remotes = new ServerRemotes({
    files: options.files,
    budgetMs: options.loadBudgetMs ?? 1000,
    cooldownMs: options.loadCooldownMs,
    timers,
  });

  type AppProps = Parameters<typeof ServerApp>[0];

  /** The page with its whole frame, as the browser renders it. */
  function renderWhole(app: AppProps, nonce: string | undefined): Promise<RenderedHtml> {
    return renderToHtml(<ServerApp {...app} />, { budgetMs: renderBudgetMs, timers, nonce });
  }

  /**
   * The header and footer, cut out of a render of the frame alone (decision 0074). A frame
   * that erred or holds this answer's nonce is not everyone's: it is not kept.
   */
  async function drawFrame(
    app: AppProps,
    nonce: string | undefined,
  ): Promise<{ frame: RenderedFrame | null; keep: boolean }> {
    framesDrawn += 1;
    const rules: StyleRule[] = [];
    let pageSlotAt: number | null = null;
    const drawn = await renderToHtml(
      <ServerApp {...app} parts="frame" onPageSlot={() => void (pageSlotAt = rules.length)} />,
      { budgetMs: renderBudgetMs, timers, nonce, inserted: (rule) => void rules.push(rule) },
    );
    if (drawn.errors.length > 0 || (nonce && drawn.html.includes(nonce)))
      return { frame: null, keep: false };
    return { frame: cutFrame(drawn.html, rules, pageSlotAt), keep: true };
  }

  /** The page without its header and footer, then the frame's put in their place. */
  async function renderWithFrame(
    app: AppProps,
    frame: RenderedFrame,
    nonce: string | undefined,
  ): Promise<RenderedHtml> {
    const rendered = await renderToHtml(<ServerApp {...app} parts="page" />, {
      budgetMs: renderBudgetMs,
      timers,
      nonce,
      around: frame.rules,
    });
    const html = joinFrame(rendered.html, frame);
    // No slots: this page does not draw the site frame as expected; it is rendered whole.
    return html === null ? renderWhole(app, nonce) : { ...rendered, html };
  }

  async function render({
    url,
    manifest,
    origin = 'http://localhost',
    nonce,
  }: RenderRequest): Promise<RenderResult> {
    // Each remote bundles its own api-client; they all read this one global. Set on each
    // render: a test process may hold more than one server.
    if (options.apiFetch)
      (globalThis as Record<string, unknown>)[SERVER_FETCH_GLOBAL] = options.apiFetch;
    const requested = new URL(url, origin);
    const { pathname, search } = requested;
    const match = resolveRoute({ shellPages: SHELL_PAGE_DEFINITIONS, manifest }, pathname);
    if (match.kind !== 'not-found' && match.canonicalPath !== pathname)
      return { kind: 'redirect', location: `${match.canonicalPath}${search}` };

    const queryClient: QueryClient = createQueryClient();
    const params = match.kind === 'not-found' ? {} : match.params;
    const context: LoaderContext = { params, url: requested, queryClient };
    const needed = pageModules(match, manifest);
    // A shell page's code, loaded before rendering as the browser does before hydrating.
    if (match.kind === 'shell') await preloadShellPage(match.page.module);

    // Every module and each release's route definitions load at once.
    const routesByRemote = new Map<string, Promise<RemoteRoutes | null>>();
    for (const entry of needed)
      if (!routesByRemote.has(entry.remote))
        routesByRemote.set(entry.remote, remotes.loadRoutes(entry));
    const loads = await Promise.all(
      needed.map(async (entry) => ({
        entry,
        load: await remotes.loadPage(entry, entry.module),
        routes: await routesByRemote.get(entry.remote)!,
      })),
    );

    const modules = new Map<string, ComponentType>();
    const areas: RenderedArea[] = [];
    const loaders: Promise<unknown>[] = [];
    const dataErrors: DataError[] = [];
    // A loader that fails is reported (the API logs it); the page renders without its data.
    const track = (module: string, loading: Promise<unknown>) =>
      loaders.push(loading.catch((error: unknown) => void dataErrors.push({ module, error })));
    // What the page's own loader found: its data, or that there is nothing at this URL.
    // Gone: the API answered 410 (a place its source no longer lists), a page of its own.
    const found: { data?: unknown; missing: boolean; gone: boolean } = {
      missing: match.kind === 'not-found',
      gone: false,
    };
    const loadPage = (module: string, load: NonNullable<PageRoute['load']>) =>
      track(
        module,
        Promise.resolve()
          .then(() => load(context))
          .then(
            (data) => {
              if (data == null) found.missing = true;
              else found.data = data;
            },
            (error: unknown) => {
              if (isNotFoundError(error)) found.missing = true;
              else if (isGoneError(error)) found.gone = true;
              else throw error;
            },
          ),
      );
    // The route's definition with its functions: the shell's own, or the remote release's.
    let route: PageRoute | undefined =
      match.kind === 'shell'
        ? SHELL_PAGES.find((page) => page.module === match.page.module)
        : undefined;
    if (match.kind === 'shell' && route?.load) loadPage(match.page.module, route.load);
    for (const { entry, load, routes } of loads) {
      const area = {
        remote: entry.remote,
        version: entry.version,
        module: entry.module,
        loads: entry.loads,
      };
      if (load.outcome !== 'loaded') {
        areas.push({ ...area, rendered: 'browser', reason: load.outcome, error: load.error });
        continue;
      }
      modules.set(moduleKey(entry.remote, entry.module), load.Page);
      areas.push({ ...area, rendered: 'server' });
      if (entry.kind === 'widget') {
        const widget = routes?.widgets?.find((candidate) => candidate.module === entry.module);
        if (widget?.load)
          track(
            entry.module,
            Promise.resolve().then(() => widget.load!(context)),
          );
        continue;
      }
      const page = routes?.pages.find((candidate) => candidate.module === entry.module);
      route = page;
      if (page?.load) loadPage(entry.module, page.load);
    }

    // The data the page shows, within the budget; what has not arrived is fetched by the
    // browser, and a loader's failure only means the page renders without that data.
    await withinBudget(Promise.allSettled(loaders), {
      ms: options.dataBudgetMs ?? 1500,
      timers,
      what: 'the page data',
    }).catch((error: unknown) => void dataErrors.push({ module: 'page data', error }));
    for (const query of queryClient.getQueryCache().getAll()) {
      // A "not found" or "gone" is the page's answer (its screen and a 404 or 410); any other
      // failure is retried by the browser, so the server renders the loading state it starts from.
      if (query.state.status === 'error' && !isPageAnswer(query.state.error))
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }

    // The data names the page's own spelling of the URL ('/states/IL' → '/states/illinois').
    if (!found.missing && !found.gone && found.data !== undefined && route?.canonicalPath) {
      const canonical = route.canonicalPath(found.data, {
        params,
        url: requested,
        defaults: match.kind === 'not-found' ? NOT_FOUND_HEAD : match.page.head,
      });
      if (canonical && canonical !== pathname) {
        queryClient.clear();
        return { kind: 'redirect', location: `${canonical}${search}` };
      }
    }

    const status = found.missing ? 404 : found.gone ? 410 : 200;
    let head: PageHead;
    if (match.kind === 'not-found') head = NOT_FOUND_HEAD;
    else if (found.gone)
      head = { ...(route?.goneHead ?? route?.notFoundHead ?? match.page.head), robots: 'noindex' };
    else if (found.missing)
      head = { ...(route?.notFoundHead ?? match.page.head), robots: 'noindex' };
    // A page with a loader builds its head from its data; a shell page without one, from the
    // request alone.
    else if (
      route?.buildHead &&
      (found.data !== undefined || (match.kind === 'shell' && !route.load))
    ) {
      const defaults = match.page.head;
      head = { ...defaults, ...route.buildHead(found.data, { params, url: requested, defaults }) };
    } else head = match.page.head;

    try {
      const app = {
        url: `${pathname}${search}`,
        manifest,
        origin: requested.origin,
        queryClient,
        modules,
      };
      // The header and footer, drawn once per key (decision 0074), then the page without them.
      const frame = frames
        ? await frames.get(
            manifest,
            frameKey({
              pathname,
              site: { shellPages: SHELL_PAGE_DEFINITIONS, manifest },
              origin: requested.origin,
              queryClient,
              year: new Date().getFullYear(),
            }),
            () => drawFrame(app, nonce),
          )
        : null;
      const rendered = frame
        ? await renderWithFrame(app, frame, nonce)
        : await renderWhole(app, nonce);
      // A module that threw while rendering was left to the browser by React.
      for (const { error, componentStack } of rendered.errors) {
        if (error instanceof RenderInBrowserSignal) continue;
        const area = areas.find(
          (entry) => entry.rendered === 'server' && componentStack.includes(SERVER_REMOTE_AREA),
        );
        if (area) Object.assign(area, { rendered: 'browser', reason: 'threw', error });
      }
      const queries = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' ||
          (query.state.status === 'error' && isPageAnswer(query.state.error)),
      });
      queryClient.clear();
      return {
        kind: 'page',
        status,
        html: rendered.html,
        styles: rendered.styles,
        head,
        queries,
        areas,
        dataErrors,
      };
    } catch (error) {
      queryClient.clear();
      return { kind: 'failed', error };
    }
  }

  return {
    render,
    loadedVersions: () => remotes.loadedVersions(),
    framesDrawn: () => framesDrawn,
    settled: () => remotes.settled(),
  };
}
