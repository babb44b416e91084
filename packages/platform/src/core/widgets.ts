import type { HomeSlot, RemoteName } from '@pizza-atlas/contracts';
import { isFeatureOn, type SiteRoutes } from './routes';

export interface SlotWidget {
  remote: RemoteName;
  module: string;
  /** What the fallback calls the remote's area. */
  area: string;
  /** The height its area keeps while its code loads (WidgetDefinition's `reserve`). */
  reserve?: string;
}

/** The widgets filling a home-page slot, from every active remote (lab features on). */
export function widgetsFor(site: Pick<SiteRoutes, 'manifest'>, slot: HomeSlot): SlotWidget[] {
  const { manifest } = site;
  return manifest.remotes.flatMap((remote) =>
    remote.widgets
      .filter((widget) => widget.slot === slot && isFeatureOn(manifest, widget.feature))
      .map((widget) => ({
        remote: remote.name,
        module: widget.module,
        area: widget.area ?? remote.area,
        ...(widget.reserve && { reserve: widget.reserve }),
      })),
  );
}
