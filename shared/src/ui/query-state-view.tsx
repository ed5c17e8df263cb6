import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from './state-views';

/** What QueryStateView reads of a TanStack Query result (so a `select`ed query fits too). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateViewProps<T> {
  query: QueryLike<T>;
  /** Renders the data; called only when there is data and it is not empty. */
  children: (data: T) => ReactNode;
  /** A sized skeleton (no layout shift); the translated spinner otherwise. */
  loading?: ReactNode;
  /** Data counted as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyBody?: string;
  errorTitle?: string;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading / error-with-Retry / empty / data switch every list page needs, with translated
 * labels. A refetch error over data already shown keeps the data (the member keeps reading).
 */
export function QueryStateView<T>({
  query,
  children,
  loading,
  isEmpty = emptyArray,
  emptyTitle,
  emptyBody,
  errorTitle,
}: QueryStateViewProps<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) {
    if (isEmpty(query.data)) {
      return <MessageState title={emptyTitle ?? t('query.emptyTitle')} body={emptyBody} />;
    }
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <MessageState
        role="alert"
        title={errorTitle ?? t('query.errorTitle')}
        body={t('query.errorBody')}
        actionLabel={t('actions.retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  return <>{loading ?? <LoadingState label={t('query.loading')} />}</>;
}
