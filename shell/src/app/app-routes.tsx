import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  RouteParamsContext,
  resolveRoute,
  usePageHead,
  type RouteMatch,
} from '@pizza-atlas/platform';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteModule } from '../remotes/remote-module';
import { shellComponent } from './shell-pages';
import { useSiteRoutes } from '../site-routes';

/** Applies the page's head defaults; a page that knows more sets its own head after. */
function DefaultHead({ match }: { match: Exclude<RouteMatch, { kind: 'not-found' }> }) {
  usePageHead(match.page.head);
  return null;
}

/**
 * The single router: the server resolves the same URL with the same function
 * (`resolveRoute`), so both agree on every page, its parameters and its canonical path.
 */
export function AppRoutes() {
  const site = useSiteRoutes();
  const location = useLocation();
  const match = resolveRoute(site, location.pathname);
  if (match.kind === 'not-found') return <NotFoundPage />;
  if (match.canonicalPath !== location.pathname) {
    return (
      <Navigate
        replace
        to={`${match.canonicalPath}${location.search}${location.hash}`}
        state={location.state}
      />
    );
  }
  const key = match.kind === 'remote' ? `${match.remote.name}:${match.page.path}` : match.page.path;
  const Page = match.kind === 'shell' ? shellComponent(match.page.module) : null;
  return (
    <RouteParamsContext.Provider value={match.params}>
      <DefaultHead key={`head:${key}`} match={match} />
      {match.kind === 'remote' ? (
        <RemoteModule
          key={key}
          remote={match.remote.name}
          module={match.page.module}
          area={match.page.area ?? match.remote.area}
        />
      ) : Page ? (
        // A shell page reached after the first one loads its code first (shell-pages.tsx).
        <Suspense fallback={null}>
          <Page key={key} />
        </Suspense>
      ) : (
        <NotFoundPage />
      )}
    </RouteParamsContext.Provider>
  );
}
