import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { Alert, Box, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSelection } from '../../../selection/use-selection';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { NextQuarterNote } from '../../../ui/freshness/next-quarter-note';
import { Container } from '@mantine/core';
import { useDashboard } from '../api/get-dashboard';
import { prefetchOwnPanelFigures, singlePanels } from '../api/panel-queries';
import { ActivityCard } from '../components/activity-card';
import { LatestMessageCard } from '../components/latest-message-card';
import { MarketingCard } from '../components/marketing-card';
import { MultiInstitutionPanel } from '../components/multi-institution-panel';
import { MyBanksCard } from '../components/my-banks-card';
import { logPanelFailure, PanelBoundary } from '../components/panel-boundary';
import { NonMaturityDepositsPanel } from '../components/non-maturity-deposits-panel';
import { PeerComparisonPanel } from '../components/peer-comparison-panel';

const PANEL_NAME = 'PeerComparisonPanel';

type DashboardPageProps = {
  user: UserState;
  /** The institution switcher, composed by the app (MULTI organizations). */
  institutionSelector?: ReactNode;
};

/** spec 1 section 2, Dashboard: latest message, activity, advert and the product panel. */
export function DashboardPage({ user, institutionSelector }: DashboardPageProps) {
  const dashboard = useDashboard();
  const selection = useSelection(user);
  const hasPanel = user.products.some((product) => product.hasDashboard);
  const multi = user.organizationType === 'MULTI';
  useOwnPanelFiguresEarly(user, selection.status !== 'ready');
  // spec 1 section 1: a HOLD organization's institutions are headed "My Banks".
  const hold = user.organizationType === 'HOLD';
  const [today] = useState(() => new Date());

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <PageTitle>Dashboard</PageTitle>
            <Text c="dimmed" mt={4}>
              {user.signedInBefore ? 'Welcome back' : 'Welcome'},{' '}
              {user.firstName || user.displayName}.
            </Text>
            <Box mt={6}>
              <NextQuarterNote today={today} />
            </Box>
          </div>
          {multi && institutionSelector}
        </Group>
        {dashboard.isPending ? (
          <PageLoader label="Loading your dashboard" />
        ) : dashboard.isError ? (
          <LoadError
            message="We could not load your dashboard."
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: dashboard.data.advert ? 3 : 2 }} spacing="lg">
            <LatestMessageCard message={dashboard.data.latestMessage} />
            <ActivityCard activity={dashboard.data.activity} />
            {dashboard.data.advert && <MarketingCard advert={dashboard.data.advert} />}
          </SimpleGrid>
        )}
        {hold && selection.status === 'ready' && (
          <MyBanksCard user={user} current={selection.institution} />
        )}
        {hasPanel && (
          <PanelBoundary name={PANEL_NAME}>
            {selection.status !== 'ready' ? (
              <Group justify="center" py="xl">
                <Loader size="sm" aria-label="Loading your institution" />
              </Group>
            ) : multi ? (
              <MultiInstitutionPanel
                user={user}
                institution={selection.institution}
                recent={dashboard.data?.recentInstitutions ?? []}
              />
            ) : (
              <SinglePanel user={user} institution={selection.institution} />
            )}
          </PanelBoundary>
        )}
      </Stack>
    </Container>
  );
}

/** While the selection is being restored, the panel's figures of the own institution. */
function useOwnPanelFiguresEarly(user: UserState, restoring: boolean) {
  const queryClient = useQueryClient();
  // Decided at the first render: later the panel asks for what the selection shows.
  const [early] = useState(restoring);
  useEffect(() => {
    if (early) prefetchOwnPanelFigures(queryClient, user);
    // Once, for the user the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [early, queryClient]);
}

function SinglePanel({
  user,
  institution,
}: {
  user: UserState;
  institution: InstitutionSummary | null;
}) {
  useEffect(() => {
    // spec 1 section 8: the panel needs an institution; without one it cannot be created.
    if (!institution) logPanelFailure(PANEL_NAME);
  }, [institution]);
  if (!institution) {
    return (
      <Alert color="gray" title="No institution to show">
        Your account is not linked to an institution, so there are no scores to show.
      </Alert>
    );
  }
  const panels = singlePanels(user);
  return (
    <Stack gap="lg">
      {panels.peerComparison && <PeerComparisonPanel user={user} institution={institution} />}
      {panels.nonMaturityDeposits && (
        <NonMaturityDepositsPanel user={user} institution={institution} />
      )}
    </Stack>
  );
}
