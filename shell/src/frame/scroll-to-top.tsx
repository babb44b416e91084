import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry of this tab was scrolled to, by the router's entry key. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top. Going Back or Forward (a POP) returns to where that page
 * was scrolled, as a browser does for ordinary pages: Back from a restaurant lands on the
 * same card of the results, not at the top of them. The page the browser loaded is left
 * where the browser put it: a reload keeps its place (the server drew the same page).
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const loaded = useRef(true);

  useEffect(() => {
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
    // location.key changes with every navigation, including to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
