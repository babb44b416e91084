import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFoundError } from '@pizza-atlas/api-client';
import { usePageHead, type PageHead } from '@pizza-atlas/platform';
import { Button, Container, Lead, Page, PageLoading, PageTitle, space } from '@pizza-atlas/ui';

export interface NotFoundText {
  title: string;
  text: string;
}

function PageHeadOf({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

/** The not-found screen of a guide page: its spec title, text and a way home. */
export function GuideNotFound({ title, text }: NotFoundText) {
  return (
    <section>
      <PageHeadOf head={{ title, description: text, robots: 'noindex' }} />
      <PageTitle>{title}</PageTitle>
      <Lead>{text}</Lead>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
        <Link to="/">Return to Home</Link>
        <Link to="/sitemap">Browse every state and city</Link>
      </div>
    </section>
  );
}

/**
 * A guide page's states: a spinner while it loads, its not-found screen, a retry on any
 * other failure, and the page once its data is here. When the data names another
 * spelling of the URL ('/states/IL'), the browser moves to it, as the server does.
 */
export function GuideView<T>({
  query,
  notFound,
  canonicalPath,
  head,
  loadingHead,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: NotFoundText;
  canonicalPath: (data: T) => string;
  head: (data: T) => PageHead;
  loadingHead: PageHead;
  children: (data: T) => ReactNode;
}) {
  const location = useLocation();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <PageLoading>
        <PageHeadOf head={loadingHead} />
      </PageLoading>
    );
  } else if (query.isError) {
    body = isNotFoundError(query.error) ? (
      <GuideNotFound {...notFound} />
    ) : (
      <section role="alert">
        <PageHeadOf head={loadingHead} />
        <PageTitle>We couldn&apos;t load this guide</PageTitle>
        <Lead>Please check your connection and try again.</Lead>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(4), alignItems: 'center' }}>
          <Button type="button" onClick={() => query.refetch()}>
            Try again
          </Button>
          <Link to="/">Return to Home</Link>
        </div>
      </section>
    );
  } else {
    const canonical = canonicalPath(query.data);
    if (canonical !== location.pathname)
      return <Navigate replace to={`${canonical}${location.search}${location.hash}`} />;
    body = (
      <>
        <PageHeadOf head={head(query.data)} />
        {children(query.data)}
      </>
    );
  }
  return (
    <Page data-app="guides">
      <Container>{body}</Container>
    </Page>
  );
}
