import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';

type ListStatesProps<T> = {
  query: UseQueryResult<T>;
  /** What failed, e.g. 'Error fetching messages'; the server's message follows it. */
  errorLabel: string;
  /** Shown instead of an empty list. */
  emptyText: string;
  isEmpty: (data: T) => boolean;
  /** The list itself, once there is something to show. */
  children: (data: T) => ReactNode;
};

/** The four states every admin list goes through: loading, failed (with Retry), empty, and shown. */
export function ListStates<T>({ query, errorLabel, emptyText, isEmpty, children }: ListStatesProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('admin.loading')} />;
  if (query.isError) return <LoadError label={errorLabel} detail={query.error.message} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) {
    return <p className="rounded-2xl bg-white px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200">{emptyText}</p>;
  }
  return children(query.data);
}
