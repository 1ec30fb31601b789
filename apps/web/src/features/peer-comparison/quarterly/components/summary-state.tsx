import { Center, Loader, Text } from '@mantine/core';
import { ApiError } from '../../../../api/api-error';

/** Loading, failure and the empty table of spec 2 section 8 ('No data available'). */
export function SummaryState({
  state,
  error,
  label,
}: {
  state: 'loading' | 'error' | 'empty';
  error?: unknown;
  label: string;
}) {
  if (state === 'loading') {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Text c="red.8" py="md" role="alert">
        {error instanceof ApiError ? error.message : `The ${label} could not be loaded.`}
      </Text>
    );
  }
  return (
    <Text c="gray.7" py="md">
      No data available
    </Text>
  );
}
