import { PLANS } from '@app/core/domain/plans';
import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../ui/page-title';

/** The plan the upgrade page just upgraded to: it says so in the navigation state it passes. */
function upgradedPlanName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('upgradedTo' in state)) return null;
  const plan = Object.entries(PLANS).find(([type]) => type === state.upgradedTo)?.[1];
  return plan?.name ?? null;
}

/**
 * spec 1 section 2: after an upgrade, Dive In! goes to the dashboard. Opened any other way (a
 * bookmark, a typed address) no upgrade happened, and the page must not claim one.
 */
export function UpgradeThankYouPage() {
  const planName = upgradedPlanName(useLocation().state);
  if (!planName) {
    return (
      <Container size="sm" py="xl">
        <PageTitle mb="md">Upgrade</PageTitle>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md" align="flex-start">
            <Text>There is no upgrade to confirm here: your plan has not changed.</Text>
            <Group>
              <Button component={Link} to="/upgrade-pricing">
                See plans
              </Button>
              <Button component={Link} to="/dashboard" variant="default">
                Go to the dashboard
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Thank you</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Text>Your plan has been upgraded to {planName}.</Text>
          <Button component={Link} to="/dashboard">
            Dive In!
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
