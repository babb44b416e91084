import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Page, PageTitle, color, space } from '@pizza-atlas/ui';

// Text keeps a readable measure; a table may use the page's width.
const Prose = styled.div<{ $wide: boolean }>`
  p,
  ul,
  ol,
  h2,
  h3 {
    max-width: ${(p) => (p.$wide ? 'none' : '72ch')};
  }
  h2 {
    margin: ${space(8)} 0 ${space(2)};
    font-size: 1.25rem;
  }
  h3 {
    margin: ${space(6)} 0 ${space(2)};
    font-size: 1.1rem;
  }
  p,
  li {
    color: ${color.text};
  }
  li + li {
    margin-top: ${space(2)};
  }
  .updated {
    color: ${color.textMuted};
  }
`;

/** A page of prose: about, the legal pages, the site map. Its head comes from its route. */
export function ContentPage({
  heading,
  wide = false,
  children,
}: {
  heading: string;
  /** Lists that use the page's whole width (the site map). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <Container>
        <PageTitle>{heading}</PageTitle>
        <Prose $wide={wide}>{children}</Prose>
      </Container>
    </Page>
  );
}
