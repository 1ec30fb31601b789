import { declinedText, expiredText, waitingForApprovalText } from '@app/core/domain/membership';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useMembership } from '../api/membership';
import { SupportContact } from '../components/support-contact';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * /account/membership: where a user whose request to join their organization is not approved
 * lands after signing in (every other signed-in page leads here). It names who decides, and
 * says so when the request was declined or ran out.
 */
export function MembershipPage() {
  const membership = useMembership();
  if (membership.isPending) return <PageLoader label="Loading your request" />;
  if (membership.isError) {
    return (
      <LoadError
        message="We could not load the state of your request."
        onRetry={() => void membership.refetch()}
      />
    );
  }
  const state = membership.data;
  if (state.status === 'active') return <Navigate to="/dashboard" replace />;
  const pending = state.status === 'pending';

  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">{pending ? 'Waiting for approval' : 'Your request has ended'}</PageTitle>
      <Paper withBorder radius="md" p="lg" bg="white">
        <Stack gap="md">
          {pending ? (
            <>
              <Text size="lg" role="status">
                {waitingForApprovalText(state.organizationName, state.administrators)}
              </Text>
              <Text c="dimmed">
                {state.requestedAt && `You asked to join on ${longDate(state.requestedAt)}. `}
                We emailed them your request. Once they approve it, sign in again to use{' '}
                {state.organizationName}&apos;s products.
                {state.expiresAt &&
                  ` If nobody answers by ${longDate(state.expiresAt)}, the request ends.`}
              </Text>
            </>
          ) : (
            <>
              <Alert color="red" variant="light" role="alert">
                {state.status === 'declined'
                  ? declinedText(state.organizationName, state.decidedBy)
                  : expiredText(state.organizationName)}
              </Alert>
              <Text c="dimmed">
                Ask your organization&apos;s administrator to invite you, or{' '}
                <Anchor component={Link} to="/signup" inherit>
                  register again
                </Anchor>{' '}
                after signing out.
              </Text>
            </>
          )}
          <SupportContact />
          <Group>
            <Button component={Link} to="/account/logout" variant="outline">
              Log Out
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
