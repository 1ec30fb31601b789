import type { ServiceStatus } from '@app/core/api/status';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { Box, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStatus } from '../api/get-status';
import { afterDataLoaded } from '../../../api/session-invalidations';

/**
 * What the notice says of fiction, if anything. Real agency files can be imported into a demo
 * database, so "demo mode" alone does not make a figure fictional: the institution on screen
 * decides by its own `synthetic` flag (sent as `demo`); with none on screen (signed out, no
 * institution chosen), only a database holding nothing but generated institutions is called
 * fictional.
 */
export function fictionText(
  status: ServiceStatus | undefined,
  institution: InstitutionSummary | null,
): string | null {
  if (institution) {
    if (!institution.demo) return null;
    return status?.syntheticInstitutions === 'all'
      ? 'Demo data: every institution and figure here is fictional, generated for demonstration.'
      : `Demo data: ${institution.name} is fictional, its figures generated for demonstration.`;
  }
  if (status?.demo && status.syntheticInstitutions === 'all') {
    return 'Demo data: every institution and figure here is fictional, generated for demonstration.';
  }
  return null;
}

/** What a visitor (or whoever runs the server) can do about a demo load that stopped. */
export const LOAD_FAILED_HINT =
  'Some figures are missing; the load resumes where it stopped when the server is restarted.';

/**
 * Says so on every page where the institution on screen (or, with none, every institution) is
 * generated, so that no one mistakes it for real call-report data. While the first start is
 * still loading the demo quarters, say that too, and refresh what is on screen once they are in;
 * when that load stopped (a full disk), say why.
 */
export function DemoNotice({ institution }: { institution: InstitutionSummary | null }) {
  const status = useStatus().data;
  const queryClient = useQueryClient();
  const wasLoading = useRef(false);
  const loading = status?.data === 'loading';

  useEffect(() => {
    if (loading) wasLoading.current = true;
    else if (wasLoading.current && status?.data === 'ready') {
      wasLoading.current = false;
      void afterDataLoaded(queryClient);
    }
  }, [loading, status?.data, queryClient]);

  const fiction = fictionText(status, institution);
  const loadText = !status?.demo
    ? null
    : loading
      ? 'The demo dataset is still loading; figures appear within a few minutes.'
      : status.data === 'failed'
        ? `${status.reason ?? 'The demo data could not be loaded.'} ${LOAD_FAILED_HINT}`
        : null;
  if (!fiction && !loadText) return null;
  return (
    <Box role="note" aria-label="Demo data" bg="yellow.1" px="md" py={4} data-print-hidden>
      <Text size="xs" ta="center" c="dark.8">
        {[fiction, loadText].filter(Boolean).join(' ')}
      </Text>
    </Box>
  );
}
