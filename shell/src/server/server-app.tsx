import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { ManifestContext, RouteParamsContext } from '@pizza-atlas/platform';
import { GlobalStyle } from '@pizza-atlas/ui';
import { SiteFrame } from '../frame/site-frame';
import { ThemeSync } from '../frame/theme-sync';
import { AreaLoading } from '../remotes/remote-module';

/** Thrown inside an area's boundary: React sends its fallback and the browser renders it. */
export class RenderInBrowserSignal extends Error {
  constructor(readonly area: string) {
    super(`${area} is rendered in the browser`);
    this.name = 'RenderInBrowserSignal';
  }
}

function RenderInBrowser({ area }: { area: string }): never {
  throw new RenderInBrowserSignal(area);
}

/** Name looked for in a render error's component stack to tell which area threw. */
export const SERVER_REMOTE_AREA = 'ServerRemoteArea';

/**
 * A remote's page on the server, inside the same Suspense boundary and fallback the
 * browser's RemoteModule uses. An area without a page (missing, failed, too slow) or whose
 * page throws leaves that boundary to the browser; the rest of the page is unaffected.
 */
export function ServerRemoteArea({ area, Page }: { area: string; Page: ComponentType | null }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      {Page ? <Page /> : <RenderInBrowser area={area} />}
    </Suspense>
  );
}

/** The browser's App (shell/src/app/app.tsx) for one request: its URL, snapshot and queries. */
export function ServerApp({
  url,
  manifest,
  queryClient,
  params,
  children,
}: {
  url: string;
  manifest: PlatformManifest;
  queryClient: QueryClient;
  params: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <ManifestContext.Provider value={manifest}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle />
        <ThemeSync />
        <StaticRouter location={url}>
          <SiteFrame>
            <RouteParamsContext.Provider value={params}>{children}</RouteParamsContext.Provider>
          </SiteFrame>
        </StaticRouter>
      </QueryClientProvider>
    </ManifestContext.Provider>
  );
}
