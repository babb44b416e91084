import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { SiteSources } from '@pizza-atlas/contracts';

// The shell's browser build carries no zod (docs/decisions/0016): the API sends this answer
// through SiteSourcesSchema, so the type is all the shell takes from contracts.
export function getSiteSources(signal?: AbortSignal) {
  return apiFetch<SiteSources>('/api/site/sources', { signal });
}

/** What the about page credits: the server loads it before rendering (src/routes.ts). */
export function siteSourcesQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'sources'],
    queryFn: ({ signal }) => getSiteSources(signal),
  });
}

export function useSiteSources() {
  return useQuery(siteSourcesQueryOptions());
}

/**
 * Whether the catalog still holds sample places, so their disclaimers still apply: true
 * or false once the sources are known, undefined before. A page that states it loads the
 * sources on the server (src/routes.ts), so its first render already says the right thing.
 */
export function useHasSampleCatalog(): boolean | undefined {
  const sources = useSiteSources();
  return sources.data ? sources.data.catalog.sample > 0 : undefined;
}
