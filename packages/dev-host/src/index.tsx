import { StrictMode, Suspense, lazy, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pizza-atlas/api-client';
import {
  RouteParamsContext,
  matchPattern,
  useToastStore,
  type RemoteRoutes,
} from '@pizza-atlas/platform';
import { Container, GlobalStyle } from '@pizza-atlas/ui';

/** Loads one module the remote exposes, by its name in src/routes.ts. */
export type LoadExposed = (module: string) => Promise<{ default: ComponentType }>;

/** Shows the platform's toasts as plain text, so a remote's messages are visible alone too. */
function ToastLine() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div role="status" aria-live="polite">
      {toasts.map((item) => (
        <p key={item.id}>
          <strong>{item.title}</strong> {item.description}
        </p>
      ))}
    </div>
  );
}

function useLazyModules(load: LoadExposed) {
  return useMemo(() => {
    const cache = new Map<string, ComponentType>();
    return (module: string) => {
      let component = cache.get(module);
      if (!component) cache.set(module, (component = lazy(() => load(module))));
      return component;
    };
  }, [load]);
}

/** "/" shows the home widgets; any other path the page whose pattern matches it. */
function StandaloneRoutes({ routes, load }: { routes: RemoteRoutes; load: LoadExposed }) {
  const { pathname } = useLocation();
  const moduleOf = useLazyModules(load);
  if (pathname === '/') {
    return (
      <main style={{ display: 'grid', gap: 48, padding: 24 }}>
        {(routes.widgets ?? []).map((widget) => {
          const Widget = moduleOf(widget.module);
          return <Widget key={widget.module} />;
        })}
      </main>
    );
  }
  for (const page of routes.pages) {
    const match = matchPattern(page.path, pathname);
    if (!match) continue;
    const Page = moduleOf(page.module);
    return (
      <RouteParamsContext.Provider value={match.params}>
        <Page />
      </RouteParamsContext.Provider>
    );
  }
  return <Container>Pick a route above.</Container>;
}

/** The dev host: one router, one query client, the global style, and links to each page. */
export function StandaloneHost({ routes, load }: { routes: RemoteRoutes; load: LoadExposed }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <GlobalStyle />
      <BrowserRouter>
        <Container>
          <nav aria-label={`${routes.remote} routes`} style={{ padding: '12px 0' }}>
            <strong>{routes.remote} (standalone)</strong>{' '}
            <Link to="/" style={{ marginRight: 12 }}>
              widgets
            </Link>
            {routes.pages.map((page) => (
              <Link
                key={page.path}
                to={page.path.replace(/:([a-zA-Z]+)/g, 'sample-$1')}
                style={{ marginRight: 12 }}
              >
                {page.path}
              </Link>
            ))}
          </nav>
          <ToastLine />
        </Container>
        <Suspense fallback={<Container>Loading…</Container>}>
          <StandaloneRoutes routes={routes} load={load} />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** Renders a remote on its own: its pages and home widgets from its src/routes.ts. */
export function renderStandalone(routes: RemoteRoutes, load: LoadExposed): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost routes={routes} load={load} />
    </StrictMode>,
  );
}
