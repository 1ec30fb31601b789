import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';

/**
 * What a screen shows for its query: a loader while it is on its way, the failure with Try again,
 * then its data. `failure` is the screen's own words; without it the server's message is shown.
 */
export function QueryState<Data>({
  query,
  loading,
  failure,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  failure?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError)
    return (
      <LoadError message={failure ?? query.error.message} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}
