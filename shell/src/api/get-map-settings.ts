import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { MapSettings } from '@pizza-atlas/contracts';

// As get-site-sources.ts: the API checks this answer (MapSettingsSchema); the shell's
// browser build carries no zod (docs/decisions/0016).
/** The maps' tile source, which the privacy page names: the server loads it (src/routes.ts). */
export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'map'],
    queryFn: ({ signal }) => apiFetch<MapSettings>('/api/site/map', { signal }),
    staleTime: Infinity,
  });
}

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
