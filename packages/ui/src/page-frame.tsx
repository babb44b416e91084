import type { ReactNode } from 'react';
import { usePageHead, type PageHead } from '@pizza-atlas/platform';
import styled from 'styled-components';
import { Container, Lead, Page, PageTitle } from './layout';

/** A form page's one column: at most `$width` wide, centred on a wide screen. */
const Column = styled.div<{ $width: string }>`
  max-width: ${(p) => p.$width};
  margin-inline: auto;
`;

/**
 * A page owned by one app: sets its head tags and marks which app rendered it. With
 * `width` (a form's page), heading and content sit in one centred column that wide.
 */
export function PageFrame({
  owner,
  head,
  heading,
  lead,
  width,
  children,
}: {
  owner: string;
  head: PageHead;
  heading: string;
  lead?: string;
  width?: string;
  children?: ReactNode;
}) {
  usePageHead(head);
  const content = (
    <>
      <PageTitle>{heading}</PageTitle>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </>
  );
  return (
    <Page data-app={owner}>
      <Container>{width ? <Column $width={width}>{content}</Column> : content}</Container>
    </Page>
  );
}
