import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@pizza-atlas/api-client';
import { GlobalStyle } from '@pizza-atlas/ui';
import { SiteFrame } from '../frame/site-frame';
import { ThemeSync } from '../frame/theme-sync';
import { AppRoutes } from './app-routes';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <ThemeSync />
      <BrowserRouter>
        <SiteFrame>
          <AppRoutes />
        </SiteFrame>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
