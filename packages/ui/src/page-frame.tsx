import type { ReactNode } from 'react';
import { usePageHead, type PageHead } from '@pizza-atlas/platform';
import { Container, Lead, Page, PageTitle } from './layout';

/** A page owned by one app: sets its head tags and marks which app rendered it. */
export function PageFrame({
  owner,
  head,
  heading,
  lead,
  children,
}: {
  owner: string;
  head: PageHead;
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  usePageHead(head);
  return (
    <Page data-app={owner}>
      <Container>
        <PageTitle>{heading}</PageTitle>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Container>
    </Page>
  );
}
