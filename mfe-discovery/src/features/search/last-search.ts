import { saveSearchContext } from '@pizza-atlas/platform';

/**
 * The platform's search context holds only source, location and time; the directory also
 * keeps its whole last query (filters, sort, quiz coordinates) so "Back to Search Results"
 * returns to exactly what the visitor saw.
 */
const LAST_SEARCH_KEY = 'pizza-atlas:discovery:last-search';

export function rememberDirectorySearch(location: string, search: string): void {
  saveSearchContext({ source: 'directory', location: location || undefined });
  try {
    globalThis.sessionStorage?.setItem(LAST_SEARCH_KEY, search);
  } catch {
    // Without storage the Back button falls back to the spec's plain location link.
  }
}

export function readLastDirectorySearch(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(LAST_SEARCH_KEY) ?? null;
  } catch {
    return null;
  }
}
