import { HOME_SLOTS, type PlatformManifest, type RemoteName } from '@pizza-atlas/contracts';
import { widgetsFor, type RouteMatch } from '@pizza-atlas/platform/core';
import { SLOTS_LOADED_WHEN_NEAR } from '../remotes/loaded-when-near';

/** One remote module a page shows. */
export interface PageModule {
  remote: RemoteName;
  version: string;
  module: string;
  kind: 'page' | 'widget';
  /**
   * When the browser loads it: before it hydrates the page, or once the visitor nears its
   * area (a widget far down the home page; the server renders it all the same).
   */
  loads: 'with-page' | 'when-near';
}

/**
 * The remote modules a route renders: its page, or the home page's widgets. The server
 * loads them all before it renders; the browser loads those marked `with-page` before it
 * hydrates, so the page hydrates in one pass instead of area by area, and the others as
 * the visitor nears them.
 */
export function pageModules(match: RouteMatch, manifest: PlatformManifest): PageModule[] {
  if (match.kind === 'remote') {
    const { name, version } = match.remote;
    return [{ remote: name, version, module: match.page.module, kind: 'page', loads: 'with-page' }];
  }
  if (match.kind === 'shell' && match.page.module === 'HomePage') {
    return HOME_SLOTS.flatMap((slot) =>
      widgetsFor({ manifest }, slot).flatMap((widget) => {
        const release = manifest.remotes.find((remote) => remote.name === widget.remote);
        return release
          ? [
              {
                remote: widget.remote,
                version: release.version,
                module: widget.module,
                kind: 'widget' as const,
                loads: SLOTS_LOADED_WHEN_NEAR.has(slot)
                  ? ('when-near' as const)
                  : ('with-page' as const),
              },
            ]
          : [];
      }),
    );
  }
  return [];
}

/** The key a loaded module is kept under. */
export const moduleKey = (remote: string, module: string) => `${remote}/${module}`;
