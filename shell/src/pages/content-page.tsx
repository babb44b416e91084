import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageHead, type PageHead } from '@pizza-atlas/platform';
import { Container, Page, PageTitle, color, space } from '@pizza-atlas/ui';

const Prose = styled.div`
  max-width: 72ch;
  h2 {
    margin: ${space(8)} 0 ${space(2)};
    font-size: 1.25rem;
  }
  p,
  li {
    color: ${color.text};
  }
  .updated {
    color: ${color.textMuted};
  }
`;

function PageHeadOf({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

/** A page of prose: about and the legal pages. Title and description come from its route. */
export function ContentPage({
  heading,
  head,
  children,
}: {
  heading: string;
  /** Only for a page whose head says more than its route's defaults (JSON-LD, say). */
  head?: PageHead;
  children: ReactNode;
}) {
  return (
    <Page>
      {head && <PageHeadOf head={head} />}
      <Container>
        <PageTitle>{heading}</PageTitle>
        <Prose>{children}</Prose>
      </Container>
    </Page>
  );
}
