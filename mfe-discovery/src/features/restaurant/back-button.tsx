import { useMemo, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { readSearchContext } from '@pizza-atlas/platform';
import { buttonStyles, space } from '@pizza-atlas/ui';
import type { OpenedFrom } from '../restaurants/restaurant-path';
import { readLastDirectorySearch } from '../search/last-search';
import { backTarget } from './back-target';

const BackLink = styled(Link)<{ $variant?: 'ghost' }>`
  ${buttonStyles}
  padding-left: ${space(3)};
  margin-bottom: ${space(4)};
`;

const unchanging = () => () => undefined;
// What a server render knows: no search of this visitor's (it lives in their tab).
const SERVER_TARGET = backTarget(null, null);
const serverTarget = () => SERVER_TARGET;

/** Two in-site links to one page: same path, same query whatever its order or encoding. */
export function isSamePage(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const left = new URL(a, 'http://site.invalid');
  const right = new URL(b, 'http://site.invalid');
  left.searchParams.sort();
  right.searchParams.sort();
  return left.pathname === right.pathname && left.search === right.search;
}

/** Returns the visitor to where they found this place (see backTarget). */
export function BackButton() {
  // Read once per page view: the context is written just before this page opens. A page
  // the server rendered hydrates with the server's link, then shows the tab's own.
  const readTarget = useMemo(() => {
    const target = backTarget(readSearchContext(), readLastDirectorySearch());
    return () => target;
  }, []);
  const target = useSyncExternalStore(unchanging, readTarget, serverTarget);
  const location = useLocation();
  const navigate = useNavigate();
  // Opened from that very page in this tab: go back in history, so it returns scrolled to
  // where the visitor was (a new visit would start at the top).
  const cameFromTarget = isSamePage((location.state as OpenedFrom | null)?.openedFrom, target.href);
  return (
    <BackLink
      to={target.href}
      $variant="ghost"
      onClick={(event) => {
        if (!cameFromTarget || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span> {target.label}
    </BackLink>
  );
}
