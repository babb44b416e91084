import type { ReactNode } from 'react';
import { Notice, Skeleton } from '@pizza-atlas/ui';
import { errorText } from './staff-api';

/** Loading, error and empty states of a staff list, then the list itself. */
export function ListState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton $height="6rem" role="status" aria-label="Loading" />;
  if (query.isError || query.data === undefined) {
    return (
      <Notice $tone="error" role="alert">
        {errorText(query.error)}
      </Notice>
    );
  }
  if (isEmpty(query.data)) return <Notice>{empty}</Notice>;
  return <>{children(query.data)}</>;
}
