// The shell's server bundle (dist/server/render.js): renders a URL to HTML, the shell's
// frame with the route's page, loading a remote's page from its active release.
// Not yet used to serve pages; see docs/decisions/0014-server-builds.md.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { resolveRoute } from '@pizza-atlas/platform/core';
import { SHELL_COMPONENTS } from '../app/shell-pages';
import { SHELL_PAGE_DEFINITIONS } from '../app/site-routes';
import { NotFoundPage } from '../pages/not-found-page';
import { SYSTEM_TIMERS, type Timers } from './budget';
import type { ReleaseFiles } from './release-files';
import { renderToHtml } from './render-to-html';
import {
  RenderInBrowserSignal,
  SERVER_REMOTE_AREA,
  ServerApp,
  ServerRemoteArea,
} from './server-app';
import { ServerRemotes, type PageLoad } from './server-remotes';

export { folderReleaseFiles, httpReleaseFiles } from './release-files';
export type { ReleaseFiles, ReleaseRef } from './release-files';
export type { Timers } from './budget';

/** One remote area of the page and where it was rendered. */
export type RenderedArea = {
  remote: string;
  version: string;
  module: string;
} & (
  | { rendered: 'server' }
  | {
      rendered: 'browser';
      reason: Exclude<PageLoad['outcome'], 'loaded'> | 'threw';
      error: unknown;
    }
);

export type RenderResult =
  /** The page lives at another spelling of the path (case, trailing slash). */
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: 200 | 404; html: string; styles: string; areas: RenderedArea[] }
  /** The shell itself failed: serve the page the browser renders, as before. */
  | { kind: 'failed'; error: unknown };

export interface ServerRendererOptions {
  files: ReleaseFiles;
  /** Longest wait for a remote's page module; the area is rendered in the browser after. */
  loadBudgetMs?: number;
  /** Longest render; what is still pending then is rendered in the browser. */
  renderBudgetMs?: number;
  timers?: Timers;
}

export interface ServerRenderer {
  render(request: { url: string; manifest: PlatformManifest }): Promise<RenderResult>;
  /** The release version of each remote held in memory. */
  loadedVersions(): Record<string, string>;
}

export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const timers = options.timers ?? SYSTEM_TIMERS;
  const remotes = new ServerRemotes({
    files: options.files,
    budgetMs: options.loadBudgetMs ?? 1000,
    timers,
  });

  async function render({ url, manifest }: { url: string; manifest: PlatformManifest }) {
    const { pathname, search } = new URL(url, 'http://localhost');
    const match = resolveRoute({ shellPages: SHELL_PAGE_DEFINITIONS, manifest }, pathname);
    if (match.kind !== 'not-found' && match.canonicalPath !== pathname)
      return { kind: 'redirect', location: `${match.canonicalPath}${search}` } as const;

    const areas: RenderedArea[] = [];
    let content: ReactNode = <NotFoundPage />;
    if (match.kind === 'shell') {
      const Page = SHELL_COMPONENTS[match.page.module];
      if (Page) content = <Page />;
    } else if (match.kind === 'remote') {
      const release = { remote: match.remote.name, version: match.remote.version };
      const load = await remotes.loadPage(release, match.page.module);
      const area = { ...release, module: match.page.module };
      areas.push(
        load.outcome === 'loaded'
          ? { ...area, rendered: 'server' }
          : { ...area, rendered: 'browser', reason: load.outcome, error: load.error },
      );
      content = (
        <ServerRemoteArea
          area={`${release.remote}/${match.page.module}`}
          Page={load.outcome === 'loaded' ? load.Page : null}
        />
      );
    }

    try {
      const rendered = await renderToHtml(
        <ServerApp
          url={url}
          manifest={manifest}
          queryClient={new QueryClient()}
          params={match.kind === 'not-found' ? {} : match.params}
        >
          {content}
        </ServerApp>,
        { budgetMs: options.renderBudgetMs ?? 2000, timers },
      );
      // A page that threw while rendering was left to the browser by React.
      for (const { error, componentStack } of rendered.errors) {
        if (error instanceof RenderInBrowserSignal) continue;
        const area = areas.find(
          (entry) => entry.rendered === 'server' && componentStack.includes(SERVER_REMOTE_AREA),
        );
        if (area) Object.assign(area, { rendered: 'browser', reason: 'threw', error });
      }
      return {
        kind: 'page',
        status: match.kind === 'not-found' ? 404 : 200,
        html: rendered.html,
        styles: rendered.styles,
        areas,
      } as const;
    } catch (error) {
      return { kind: 'failed', error } as const;
    }
  }

  return { render, loadedVersions: () => remotes.loadedVersions() };
}
