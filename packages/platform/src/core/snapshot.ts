import type { PlatformManifest } from '@pizza-atlas/contracts';

/** The registry snapshot the server inlined into the page, under this global. */
export const SNAPSHOT_GLOBAL = '__PIZZA_ATLAS__';

/** What the server inlines under SNAPSHOT_GLOBAL. */
export interface PageSnapshot {
  manifest: PlatformManifest;
  /** The site's public origin (https://example.com), for absolute links and JSON-LD. */
  origin?: string;
  /** React Query's dehydrated state of the queries the server rendered with. */
  queries?: unknown;
}
