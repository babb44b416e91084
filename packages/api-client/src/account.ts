import type { Session } from '@pizza-atlas/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, type ApiFetchOptions } from './api-fetch';

/** Who is signed in: one query shared by the shell's header and every remote. */
export const ACCOUNT_SESSION_KEY = ['account', 'session'] as const;

/**
 * The session query. Never rendered on the server (pages are the same for everyone and
 * may be cached): the browser asks once it has hydrated. Not checked against SessionSchema:
 * the shell's header reads it, and zod stays out of the shell (decision 0016); the API
 * checks its own answers in tests (CHECK_RESPONSES).
 */
export function accountSessionQueryOptions() {
  return {
    queryKey: ACCOUNT_SESSION_KEY,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      apiFetch<Session>('/api/account/session', { signal }),
    staleTime: 60 * 1000,
    retry: false,
  } as const;
}

/**
 * A write made with the session cookie: takes the current session's CSRF token (asking
 * the API for it when the cache has none) and sends it in the x-csrf-token header.
 */
export async function sessionWrite<T>(
  queryClient: QueryClient,
  path: string,
  options: Omit<ApiFetchOptions<T>, 'csrfToken'> & { method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' },
): Promise<T> {
  const session = await queryClient.fetchQuery(accountSessionQueryOptions());
  return apiFetch<T>(path, {
    ...options,
    method: options.method ?? 'POST',
    csrfToken: session.csrfToken ?? undefined,
  });
}

/** After sign-in, sign-out or a password change: the answer is the new session. */
export function setAccountSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(ACCOUNT_SESSION_KEY, session);
}
