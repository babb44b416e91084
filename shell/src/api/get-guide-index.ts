import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { GuideIndex } from '@pizza-atlas/contracts';

// Type only, no zod in the shell's browser build (docs/decisions/0016): the API sends this
// answer through GuideIndexSchema.
export function getGuideIndex(signal?: AbortSignal) {
  return apiFetch<GuideIndex>('/api/guides', { signal });
}

/** Every state with its cities, and every guide listing: the site map's guide links. */
export function guideIndexQueryOptions() {
  return queryOptions({
    queryKey: ['guides', 'index'],
    queryFn: ({ signal }) => getGuideIndex(signal),
  });
}

/** Asks only when the guides are on the site: their links are shown only then. */
export function useGuideIndex(enabled: boolean) {
  return useQuery({ ...guideIndexQueryOptions(), enabled });
}
