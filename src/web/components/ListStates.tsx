import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { Spinner } from './Spinner';

type ListStatesProps<T> = {
  query: UseQueryResult<T>;
  /** What screen readers hear while the list loads. */
  loadingLabel: string;
  /** What failed, e.g. 'Error fetching posts'; the server's message follows it. */
  errorLabel: string;
  /** Whether there is nothing to show; left out by lists whose parts say so each (the board). */
  isEmpty?: (data: T) => boolean;
  /** Shown instead of an empty list: usually the list's empty text in an EmptyText. */
  empty?: ReactNode;
  /** The list itself, once there is something to show. */
  children: (data: T) => ReactNode;
};

/** The four states of every list: loading, failed (with Try again), empty, and shown. */
export function ListStates<T>({ query, loadingLabel, errorLabel, isEmpty, empty, children }: ListStatesProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <LoadError label={errorLabel} detail={query.error.message} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
