import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { ApiRequestError, apiFetch, sessionWrite } from '@pizza-atlas/api-client';
import { toast } from '@pizza-atlas/platform';

/** Every staff query sits under this key, so a sign-out or an expired session drops them all. */
export const STAFF_KEY = ['staff'] as const;

/** The console's answer to a 401 from any call: back to its sign-in form. */
export const SessionExpiredContext = createContext<() => void>(() => {});

export const isUnauthorized = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401;

/** What to tell staff when a call fails: the API's own message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.apiMessage ?? `The server answered ${error.status}. Please try again.`;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

/**
 * One staff list: GET `path` under the staff key, only in the browser (the console renders
 * after hydration). A 401 ends the console's session; the site's client retries no 4xx.
 */
export function useStaffQuery<T>(key: readonly unknown[], path: string) {
  const expire = useContext(SessionExpiredContext);
  const query = useQuery({
    queryKey: [...STAFF_KEY, ...key],
    queryFn: ({ signal }) => apiFetch<T>(path, { signal }),
    // Staff act on what they see: always ask again when a section opens.
    staleTime: 0,
  });
  const unauthorized = isUnauthorized(query.error);
  useEffect(() => {
    if (unauthorized) expire();
  }, [unauthorized, expire]);
  return query;
}

export interface StaffWrite {
  path: string;
  method?: 'POST' | 'PUT';
  body?: unknown;
  /** The toast's title once it worked; from the answer, or none (the section says it). */
  success: string | ((answer: never) => string | null);
  /** The queries to refresh after it (a prefix under the staff key). */
  refresh: readonly unknown[];
  /** Also told what went wrong (besides the toast), e.g. to say it inside a dialog. */
  onError?: (message: string) => void;
}

/**
 * A staff write with the session's CSRF token: refreshes what it changed and says how it
 * went in a toast. Resolves to the answer, or undefined when it failed (already told).
 */
export function useStaffWrite() {
  const queryClient = useQueryClient();
  const expire = useContext(SessionExpiredContext);
  return async function write<T>({
    path,
    method = 'POST',
    body,
    success,
    refresh,
    onError,
  }: StaffWrite): Promise<T | undefined> {
    try {
      const answer = await sessionWrite<T>(queryClient, path, { method, body });
      const title =
        typeof success === 'string' ? success : (success as (answer: T) => string | null)(answer);
      if (title) toast({ title, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...STAFF_KEY, ...refresh] });
      return answer;
    } catch (error) {
      if (isUnauthorized(error)) expire();
      else {
        toast({
          title: 'That did not work',
          description: errorMessage(error),
          variant: 'destructive',
        });
        onError?.(errorMessage(error));
      }
      return undefined;
    }
  };
}

/** A date and time in the reader's own zone, short. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
