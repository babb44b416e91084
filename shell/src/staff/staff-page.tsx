import { lazy, Suspense, useEffect, useState } from 'react';
import { Container, Page, PageTitle, Spinner } from '@pizza-atlas/ui';

// Its own chunk, fetched only on /staff: no public page's JavaScript carries the console.
const StaffConsole = lazy(() =>
  import(/* webpackChunkName: "staff-console" */ './staff-console').then((module) => ({
    default: module.StaffConsole,
  })),
);

/**
 * The /staff pages. The server renders only this frame (pages are cached and the same for
 * everyone, so no session); the console, its session and its data come after hydration.
 */
export function StaffPage() {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Page data-app="shell">
      <Container>
        <PageTitle>Staff Console</PageTitle>
        {isHydrated ? (
          <Suspense fallback={<Spinner />}>
            <StaffConsole />
          </Suspense>
        ) : (
          <Spinner />
        )}
      </Container>
    </Page>
  );
}
