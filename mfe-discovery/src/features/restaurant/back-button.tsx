import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { readSearchContext } from '@pizza-atlas/platform';
import { buttonStyles, space } from '@pizza-atlas/ui';
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

/** Returns the visitor to where they found this place (see backTarget). */
export function BackButton() {
  // Read once per page view: the context is written just before this page opens. A page
  // the server rendered hydrates with the server's link, then shows the tab's own.
  const readTarget = useMemo(() => {
    const target = backTarget(readSearchContext(), readLastDirectorySearch());
    return () => target;
  }, []);
  const target = useSyncExternalStore(unchanging, readTarget, serverTarget);
  return (
    <BackLink to={target.href} $variant="ghost">
      <span aria-hidden="true">←</span> {target.label}
    </BackLink>
  );
}
