import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { MapSettings } from '@pizza-atlas/contracts';

/** The tile source and its credit: a setting of the site, asked once per visit. */
export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'map'],
    queryFn: ({ signal }) => apiFetch<MapSettings>('/api/site/map', { signal }),
    staleTime: Infinity,
  });
}
