import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from '@pizza-atlas/ui';
import { SiteFrame } from '../frame/site-frame';
import { ThemeSync } from '../frame/theme-sync';
import { AppRoutes } from './app-routes';

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
      <Router>
        <SiteFrame>
          <AppRoutes />
        </SiteFrame>
      </Router>
    </QueryClientProvider>
  );
}
