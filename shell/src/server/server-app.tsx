import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { ManifestContext, SiteOriginContext } from '@pizza-atlas/platform';
import { App } from '../app/app';
import { FramePartsContext, PageSlotReachedContext, type FrameParts } from '../frame/frame-parts';
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
  parts = 'all',
  onPageSlot = null,
}: {
  url: string;
  manifest: PlatformManifest;
  origin: string;
  queryClient: QueryClient;
  modules: ReadonlyMap<string, ComponentType>;
  /** The parts of the site frame drawn (decision 0074): all, the frame alone, the page alone. */
  parts?: FrameParts;
  /** Told when a frame render reaches the page's place. */
  onPageSlot?: (() => void) | null;
}) {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return (
    <ManifestContext.Provider value={manifest}>
      <SiteOriginContext.Provider value={origin}>
        <LoadedModulesContext.Provider value={{ modules, otherwise: 'render-in-browser' }}>
          <FramePartsContext.Provider value={parts}>
            <PageSlotReachedContext.Provider value={onPageSlot}>
              <App queryClient={queryClient} Router={Router} />
            </PageSlotReachedContext.Provider>
          </FramePartsContext.Provider>
        </LoadedModulesContext.Provider>
      </SiteOriginContext.Provider>
    </ManifestContext.Provider>
  );
}
