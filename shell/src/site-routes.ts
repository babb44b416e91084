import { useMemo } from 'react';
import { pageDefinitions, useManifest, type SiteRoutes } from '@pizza-atlas/platform';
import SHELL_PAGES from './routes';

/** The shell's pages as the router reads them (the same JSON its build emits). */
export const SHELL_PAGE_DEFINITIONS = pageDefinitions(SHELL_PAGES);

/** The shell's pages plus the registry snapshot: what the router, menus and site map read. */
export function useSiteRoutes(): SiteRoutes {
  const manifest = useManifest();
  return useMemo(() => ({ shellPages: SHELL_PAGE_DEFINITIONS, manifest }), [manifest]);
}
