import { Button, Group, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import type { OwnComparison } from '@app/core/api/own-comparison';
import { OwnComparisonChart } from '../own-data/own-comparison-chart';

/** The comparison an own-data answer carries (issue 29); none on the call report's. */
function comparisonOf(data: unknown): OwnComparison | null {
  if (typeof data !== 'object' || data === null || !('comparison' in data)) return null;
  return (data.comparison as OwnComparison | undefined) ?? null;
}

/**
 * A Beta Suite page's answer: a loader until it arrives, the server's message when it refuses
 * the request (a 400 names the field and what it accepts), the page's figures otherwise; with
 * own data, followed by its chart beside the call report and the peers' median.
 */
export function BetaAnswer<T>({
  query,
  name,
  children,
}: {
  query: UseQueryResult<T>;
  name: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert error={messageOf(query.error, `${name} could not be loaded.`)} />
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  if (query.data === undefined)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={`Loading ${name}`} />
      </Group>
    );
  const comparison = comparisonOf(query.data);
  return (
    <>
      {children(query.data)}
      {comparison && <OwnComparisonChart comparison={comparison} />}
    </>
  );
}
