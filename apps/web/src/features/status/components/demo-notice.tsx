import { Box, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStatus } from '../api/get-status';

/**
 * In demo mode every institution and figure is generated: say so on every page, so that no
 * one mistakes them for real call-report data. While the first start is still loading the
 * quarters, say that too, and refresh what is on screen once they are in.
 */
export function DemoNotice() {
  const status = useStatus().data;
  const queryClient = useQueryClient();
  const wasLoading = useRef(false);
  const loading = status?.data === 'loading';

  useEffect(() => {
    if (loading) wasLoading.current = true;
    else if (wasLoading.current && status?.data === 'ready') {
      wasLoading.current = false;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'status' });
    }
  }, [loading, status?.data, queryClient]);

  if (!status?.demo) return null;
  return (
    <Box role="note" aria-label="Demo data" bg="yellow.1" px="md" py={4} data-print-hidden>
      <Text size="xs" ta="center" c="dark.8">
        Demo data: every institution and figure here is fictional, generated for demonstration.
        {loading && ' The demo dataset is still loading; figures appear within a few minutes.'}
      </Text>
    </Box>
  );
}
