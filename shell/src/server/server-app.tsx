import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { ManifestContext, SiteOriginContext } from '@pizza-atlas/platform';
import { App } from '../app/app';
import { LoadedModulesContext } from '../remotes/server-modules';

export { RenderInBrowserSignal } from '../remotes/server-modules';

/** Name looked for in a render error's component stack to tell which area threw. */
export const SERVER_REMOTE_AREA = 'RemoteModule';

/**
 * The browser's App for one request: its URL, registry snapshot, origin, queries and the
 * remote modules loaded for it. A store is one per process, so everything that differs
 * between requests comes through context.
 */
export function ServerApp({
  url,
  manifest,
  origin,
  queryClient,
  modules,
}: {
  url: string;
  manifest: PlatformManifest;
  origin: string;
  queryClient: QueryClient;
  modules: ReadonlyMap<string, ComponentType>;
}) {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return (
    <ManifestContext.Provider value={manifest}>
      <SiteOriginContext.Provider value={origin}>
        <LoadedModulesContext.Provider value={{ modules, otherwise: 'render-in-browser' }}>
          <App queryClient={queryClient} Router={Router} />
        </LoadedModulesContext.Provider>
      </SiteOriginContext.Provider>
    </ManifestContext.Provider>
  );
}
