import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, space } from './tokens';

/** A source of listed places as its terms ask to be credited (contracts' `Credit`). */
export interface SourceCreditEntry {
  name: string;
  /** The source's terms or home page: a list credits the source, not one place. */
  url: string | null;
  license: string | null;
  license_url: string | null;
}

const Line = styled.p`
  margin: ${space(4)} 0 0;
  font-size: 0.85rem;
  color: ${color.textMuted};
`;

function LinkOrText({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The one credit line of a list of places, wherever a list shows a source's data (results,
 * city guides): "Listings from © OpenStreetMap contributors (ODbL)." with the name and the
 * licence each linked where the source has a page for them.
 */
export function SourceCredits({ credits }: { credits: readonly SourceCreditEntry[] }) {
  if (credits.length === 0) return null;
  return (
    <Line>
      Listings from{' '}
      {credits.map((credit, index) => (
        <Fragment key={`${credit.name}|${credit.license ?? ''}`}>
          {index > 0 && ', '}
          <LinkOrText href={credit.url}>{credit.name}</LinkOrText>
          {credit.license && (
            <>
              {' ('}
              <LinkOrText href={credit.license_url}>{credit.license}</LinkOrText>)
            </>
          )}
        </Fragment>
      ))}
      .
    </Line>
  );
}
