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
