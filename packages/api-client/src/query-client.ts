import { QueryClient } from '@tanstack/react-query';

/**
 * One more try after a failure another try can mend (a network error, a 5xx), none after
 * an API's client error (4xx): asking again gets the same answer. By status, not class:
 * each remote bundles its own api-client, so an error may come from another copy.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return failureCount < 1 && !(typeof status === 'number' && status >= 400 && status < 500);
}

/** The site's one query client: created by the shell, shared with every remote. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
      },
    },
  });
}
