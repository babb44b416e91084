import { Link } from 'react-router-dom';
import { usePageHead } from '@pizza-atlas/platform';
import { Container, Lead, Page, PageTitle } from '@pizza-atlas/ui';

export function NotFoundPage() {
  usePageHead({
    title: '404 Page Not Found',
    description: 'The page you were looking for does not exist.',
    robots: 'noindex',
  });
  return (
    <Page>
      <Container>
        <PageTitle>404 Page Not Found</PageTitle>
        <Lead>
          We couldn&apos;t find that page. It may have moved, or the link may be mistyped.
        </Lead>
        <Link to="/">Return to Home</Link>
      </Container>
    </Page>
  );
}
