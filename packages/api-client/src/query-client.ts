import { QueryClient } from '@tanstack/react-query';

/** The site's one query client: created by the shell, shared with every remote. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
