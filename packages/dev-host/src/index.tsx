import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pizza-atlas/api-client';
import { useToastStore } from '@pizza-atlas/platform';
import { Container, GlobalStyle } from '@pizza-atlas/ui';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

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

/** The dev host: one router, one query client, the global style, and links to each route. */
export function StandaloneHost({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <GlobalStyle />
      <BrowserRouter>
        <Container>
          <nav aria-label={`${name} routes`} style={{ padding: '12px 0' }}>
            <strong>{name} (standalone)</strong>{' '}
            {routes.map((route) => (
              <Link
                key={route.path}
                to={route.path.replace(/:([a-z]+)/g, 'sample-$1')}
                style={{ marginRight: 12 }}
              >
                {route.path}
              </Link>
            ))}
          </nav>
          <ToastLine />
        </Container>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<Container>Pick a route above.</Container>} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

export function renderStandalone(name: string, routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost name={name} routes={routes} />
    </StrictMode>,
  );
}
