import { createContext, useContext, type ComponentType } from 'react';

/**
 * Remote modules loaded before the page rendered, by `<remote>/<module>`. The server
 * loads the page's modules before it renders; a module it could not load is left to the
 * browser (`otherwise: 'render-in-browser'`). The browser loads the same modules before it
 * hydrates; any other module (a later navigation) loads lazily (`otherwise: 'lazy'`).
 */
export interface LoadedModules {
  modules: ReadonlyMap<string, ComponentType>;
  otherwise: 'render-in-browser' | 'lazy';
}

export const LoadedModulesContext = createContext<LoadedModules | null>(null);

export function useLoadedModules(): LoadedModules | null {
  return useContext(LoadedModulesContext);
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
