/** Where a visitor came from before opening a restaurant; kept for the Back button. */
export type SearchSource = 'home' | 'pizza-intelligence' | 'city' | 'directory';

export interface SearchContext {
  source?: SearchSource;
  location?: string;
  /** The query of the page to return to ('?location=…&mood=…'), for a page that keeps its state there. */
  search?: string;
  timestamp: number;
}

export const SEARCH_CONTEXT_KEY = 'pizza-atlas:search-context';

export function saveSearchContext(context: Omit<SearchContext, 'timestamp'>): void {
  try {
    const value: SearchContext = { ...context, timestamp: Date.now() };
    globalThis.sessionStorage?.setItem(SEARCH_CONTEXT_KEY, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled; the Back button then falls back to the directory.
  }
}

export function readSearchContext(): SearchContext | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SEARCH_CONTEXT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { source, location, search, timestamp } = parsed as Record<string, unknown>;
    return {
      source: typeof source === 'string' ? (source as SearchSource) : undefined,
      location: typeof location === 'string' ? location : undefined,
      search: typeof search === 'string' && search.startsWith('?') ? search : undefined,
      timestamp: typeof timestamp === 'number' ? timestamp : 0,
    };
  } catch {
    return null;
  }
}
