import { HOME_SLOTS, type PlatformManifest, type RemoteName } from '@pizza-atlas/contracts';
import { widgetsFor, type RouteMatch } from '@pizza-atlas/platform/core';

/** One remote module a page shows. */
export interface PageModule {
  remote: RemoteName;
  version: string;
  module: string;
  kind: 'page' | 'widget';
}

/**
 * The remote modules a route renders: its page, or the home page's widgets. The server
 * loads them before it renders; the browser before it hydrates, so the page hydrates in
 * one pass instead of area by area.
 */
export function pageModules(match: RouteMatch, manifest: PlatformManifest): PageModule[] {
  if (match.kind === 'remote') {
    const { name, version } = match.remote;
    return [{ remote: name, version, module: match.page.module, kind: 'page' }];
  }
  if (match.kind === 'shell' && match.page.module === 'HomePage') {
    return HOME_SLOTS.flatMap((slot) => widgetsFor({ manifest }, slot)).flatMap((widget) => {
      const release = manifest.remotes.find((remote) => remote.name === widget.remote);
      return release
        ? [
            {
              remote: widget.remote,
              version: release.version,
              module: widget.module,
              kind: 'widget' as const,
            },
          ]
        : [];
    });
  }
  return [];
}

/** The key a loaded module is kept under. */
export const moduleKey = (remote: string, module: string) => `${remote}/${module}`;
