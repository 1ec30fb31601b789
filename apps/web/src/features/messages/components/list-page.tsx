import { Container, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';

type ListPageProps<T> = {
  title: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorMessage: string;
  emptyText: string;
  /** The list, drawn once there is at least one item. */
  children: (items: T[]) => ReactNode;
};

/** A page of one list (messages, news, activity): loading, error with retry, empty, the list. */
export function ListPage<T>({
  title,
  query,
  loadingLabel,
  errorMessage,
  emptyText,
  children,
}: ListPageProps<T>) {
  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">{title}</PageTitle>
      {query.isPending ? (
        <PageLoader label={loadingLabel} />
      ) : query.isError ? (
        <LoadError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        children(query.data)
      )}
    </Container>
  );
}
