import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiFetch,
  ApiRequestError,
  sessionWrite,
  setAccountSession,
} from '@pizza-atlas/api-client';
import type {
  AuditLog,
  Inbox,
  RejectionList,
  Session,
  StaffClaimList,
  StaffPlatform,
  StaffReviewList,
  StaffSubmissionList,
} from '@pizza-atlas/contracts';
import { toast } from '@pizza-atlas/platform';

// The console reads the API's answers as the contracts' types, without zod: zod stays out
// of the shell (docs/decisions/0016); the API checks its answers against the contracts.

export const STAFF_KEY = ['staff'] as const;

function staffQuery<T>(path: string) {
  return {
    queryKey: [...STAFF_KEY, path],
    queryFn: ({ signal }: { signal?: AbortSignal }) => apiFetch<T>(path, { signal }),
    staleTime: 0,
    retry: false,
  } as const;
}

export const usePlatform = () => useQuery(staffQuery<StaffPlatform>('/api/staff/platform'));
export const useSubmissions = (status: string) =>
  useQuery(staffQuery<StaffSubmissionList>(`/api/staff/submissions?status=${status}`));
export const useReviews = (status: string, q: string) =>
  useQuery(
    staffQuery<StaffReviewList>(
      `/api/staff/reviews?status=${status}&q=${encodeURIComponent(q)}&limit=100`,
    ),
  );
export const useClaims = (status: string) =>
  useQuery(staffQuery<StaffClaimList>(`/api/staff/claims?status=${status}`));
export const useInbox = (status: string) =>
  useQuery(staffQuery<Inbox>(`/api/staff/messages?status=${status}`));
export const useRejections = () => useQuery(staffQuery<RejectionList>('/api/staff/rejections'));
export const useAudit = () => useQuery(staffQuery<AuditLog>('/api/staff/audit?limit=200'));

/** A signed-out answer (401) from any staff call: the console goes back to its sign-in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.apiMessage ?? `The request failed (${error.status}).`;
  return 'Network error. Please check your connection and try again.';
}

const SIGNED_OUT: Session = { account: null, csrfToken: null, idleExpiresAt: null };

/**
 * A staff write: sends the session's CSRF token, refreshes every staff list, and says how
 * it went in a toast. A 401 signs the console out.
 */
export function useStaffAction() {
  const queryClient = useQueryClient();
  return async function act<T>(
    path: string,
    options: { method?: 'POST' | 'PUT'; body?: unknown; done: string },
  ): Promise<T | undefined> {
    try {
      const answer = await sessionWrite<T>(queryClient, path, {
        method: options.method ?? 'POST',
        body: options.body ?? {},
      });
      toast({ title: options.done, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      return answer;
    } catch (error) {
      if (isSignedOut(error)) signOutLocally(queryClient);
      toast({ title: 'That did not work', description: errorText(error), variant: 'destructive' });
      return undefined;
    }
  };
}

export function signOutLocally(queryClient: QueryClient): void {
  setAccountSession(queryClient, SIGNED_OUT);
  queryClient.removeQueries({ queryKey: STAFF_KEY });
}

export async function staffSignIn(queryClient: QueryClient, email: string, password: string) {
  const session = await apiFetch<Session>('/api/account/login', {
    method: 'POST',
    body: { email, password },
  });
  setAccountSession(queryClient, session);
  return session;
}

export async function staffSignOut(queryClient: QueryClient): Promise<void> {
  try {
    await sessionWrite(queryClient, '/api/account/logout', {});
  } catch (error) {
    if (!isSignedOut(error)) throw error;
  }
  signOutLocally(queryClient);
}
