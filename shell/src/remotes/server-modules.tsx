import { createContext, useContext, type ComponentType } from 'react';

/**
 * The remote modules a server render loaded before rendering, by `<remote>/<module>`.
 * Only the server provides it; in the browser RemoteModule loads modules lazily.
 */
export const ServerModulesContext = createContext<ReadonlyMap<string, ComponentType> | null>(null);

export function useServerModules(): ReadonlyMap<string, ComponentType> | null {
  return useContext(ServerModulesContext);
}

/** Thrown inside an area's boundary: React sends its fallback and the browser renders it. */
export class RenderInBrowserSignal extends Error {
  constructor(readonly area: string) {
    super(`${area} is rendered in the browser`);
    this.name = 'RenderInBrowserSignal';
  }
}

/** Stands in for a module the server could not load: the browser renders that area. */
export function RenderInBrowser({ area }: { area: string }): never {
  throw new RenderInBrowserSignal(area);
}

/** The digest the server gives a boundary it left to the browser (see render-to-html.ts). */
export const AREA_LEFT_TO_BROWSER = 'pizza-atlas:area-left-to-browser';
