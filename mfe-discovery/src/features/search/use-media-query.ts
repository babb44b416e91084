import { useEffect, useState } from 'react';
import { breakpoint } from '@pizza-atlas/ui';

/** A phone's width: filters open as a sheet and results come a few at a time. */
export const PHONE_QUERY = `(max-width: ${breakpoint.sm})`;

/**
 * Whether the media query matches, following it as the window changes. False on the server
 * and at hydration, so the first render matches the server's HTML.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
