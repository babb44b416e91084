import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Notice, Spinner } from '@pizza-atlas/ui';
import { errorMessage, isUnauthorized } from './staff-api';

/**
 * A staff list's loading, error and empty states; `children` renders the answer. A 401 shows
 * nothing here: the console goes back to its sign-in form.
 */
export function ListState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (isUnauthorized(query.error)) return null;
    return (
      <Notice $tone="error" role="alert">
        <p>{errorMessage(query.error)}</p>
        <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (isEmpty(query.data)) return <Notice>{empty}</Notice>;
  return <>{children(query.data)}</>;
}
