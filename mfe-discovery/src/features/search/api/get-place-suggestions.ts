import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import type { PlaceSuggestion, PlaceSuggestions } from '@pizza-atlas/contracts';
import { useEffect, useState } from 'react';

/** Suggestions wait this long after the last keystroke, so typing sends few requests. */
export const SUGGEST_DELAY_MS = 150;

export function placeSuggestionsQueryOptions(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['places', 'suggest', q.toLowerCase()],
    queryFn: ({ signal }) =>
      apiFetch<PlaceSuggestions>(`/api/places/suggest?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= 2 && q.length <= 100,
    // The gazetteer never changes while the page is open.
    staleTime: Infinity,
    retry: false,
  });
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Places for what the visitor has typed (two characters or more), a moment after typing. */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const settled = useDebounced(text, SUGGEST_DELAY_MS);
  const { data } = useQuery(placeSuggestionsQueryOptions(settled));
  // Only suggestions for the text now in the box, never for what it held before.
  return data && settled.trim() === text.trim() ? data.suggestions : [];
}
