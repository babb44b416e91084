import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from '@pizza-atlas/ui';
import { SiteFrame } from '../frame/site-frame';
import { ThemeSync } from '../frame/theme-sync';
import { AppRoutes } from './app-routes';

/**
 * Marks <html data-hydrated> once the page is live in the browser (hydrated, or rendered
 * there): the moment its controls respond. End-to-end tests wait for it.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The whole site. The browser renders it in a BrowserRouter; the server renders the very
 * same tree in a StaticRouter (server/server-app.tsx), which is what lets the browser
 * hydrate the server's HTML instead of replacing it.
 */
export function App({
  queryClient,
  Router = BrowserRouter,
}: {
  queryClient: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <ThemeSync />
      <HydrationMark />
      <Router>
        <SiteFrame>
          <AppRoutes />
        </SiteFrame>
      </Router>
    </QueryClientProvider>
  );
}
