import { lazy, Suspense } from 'react';
import { useRouteParams } from '@pizza-atlas/platform';
import { PageFrame, Skeleton } from '@pizza-atlas/ui';

// The console's code loads only on its own pages: no public page carries it.
const StaffConsole = lazy(() => import('./staff-console'));

/** /staff and /staff/:section: the staff console, loaded on demand. */
export function StaffPage() {
  const { section } = useRouteParams();
  return (
    <PageFrame
      owner="shell"
      heading="Staff Console"
      head={{
        title: 'Staff Console',
        description: 'Run Pizza Atlas: remotes, moderation, claims and messages.',
        robots: 'noindex, nofollow',
      }}
    >
      <Suspense fallback={<Skeleton $height="20rem" role="status" aria-label="Loading" />}>
        <StaffConsole section={section} />
      </Suspense>
    </PageFrame>
  );
}
