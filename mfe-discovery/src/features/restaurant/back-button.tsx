import { useMemo } from 'react';
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

/** Returns the visitor to where they found this place (see backTarget). */
export function BackButton() {
  // Read once per page view: the context is written just before this page opens.
  const target = useMemo(() => backTarget(readSearchContext(), readLastDirectorySearch()), []);
  return (
    <BackLink to={target.href} $variant="ghost">
      <span aria-hidden="true">←</span> {target.label}
    </BackLink>
  );
}
