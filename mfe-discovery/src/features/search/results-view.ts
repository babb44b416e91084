import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAX_SEARCH_OFFSET } from './api/search-restaurants';
import { SEARCH_LIMIT } from './search-criteria';

/**
 * How the visitor is looking at a search's results, beside the search itself in the URL
 * (decision 0091): `shown`, the results asked for with "Show more results" (absent: the first
 * page, or a phone's first batch), and `view=map`, the map chosen on a phone. Reload and Back
 * come back to them; a new search or filter starts again from the first results. Neither is
 * part of the search: the API query and the spec's parameters stay as they were.
 */
export interface ResultsView {
  /** The results asked for so far; undefined for the first ones. */
  shown: number | undefined;
  /** The phone's map instead of its list. */
  map: boolean;
}

/** The most results a visitor can have asked for: every page the API reaches. */
const MAX_SHOWN = MAX_SEARCH_OFFSET + SEARCH_LIMIT;

/** Reads the view leniently: a count out of range or not a whole number is the first page. */
export function readResultsView(params: URLSearchParams): ResultsView {
  const shown = Number(params.get('shown'));
  return {
    shown:
      Number.isInteger(shown) && shown > 0 && shown <= MAX_SHOWN && shown !== SEARCH_LIMIT
        ? shown
        : undefined,
    map: params.get('view') === 'map',
  };
}

/** The pages of results a view needs loaded: one per SEARCH_LIMIT results asked for. */
export function pagesForView(view: ResultsView): number {
  return Math.max(1, Math.ceil((view.shown ?? 0) / SEARCH_LIMIT));
}

/** The URL's query with the view written into it, the search's own parameters unchanged. */
export function writeResultsView(search: string, view: ResultsView): string {
  const params = new URLSearchParams(search);
  params.delete('shown');
  params.delete('view');
  if (view.shown !== undefined) params.set('shown', String(view.shown));
  if (view.map) params.set('view', 'map');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The results view of the page's URL, and a way to change it that replaces the history
 * entry in place (history.replaceState): no new entry per "Show more results", and no
 * router navigation, which would start the page again at the top. A navigation to another
 * search reads the view of its own URL.
 */
export function useResultsView(): [ResultsView, (patch: Partial<ResultsView>) => void] {
  const location = useLocation();
  const [own, setOwn] = useState(() => ({
    search: location.search,
    view: readResultsView(new URLSearchParams(location.search)),
  }));
  let { view } = own;
  if (own.search !== location.search) {
    view = readResultsView(new URLSearchParams(location.search));
    setOwn({ search: location.search, view });
  }
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<ResultsView>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      // The router's entry state (its key) is kept, so Back and scroll memory still know it.
      window.history.replaceState(
        window.history.state,
        '',
        `${location.pathname}${writeResultsView(location.search, next)}${location.hash}`,
      );
      setOwn({ search: location.search, view: next });
    },
    [location.pathname, location.search, location.hash],
  );
  return [view, change];
}
