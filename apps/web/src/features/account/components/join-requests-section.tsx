import type { JoinRequest } from '@app/core/api/organization-admin';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { afterJoinRequestDecision } from '../../../api/invalidations';
import { JoinRequestsTable } from '../../../ui/join-requests-table';
import { LoadError } from '../../../ui/load-error';
import { NoticeAlert } from '../../../ui/notice-alert';
import { approveJoinRequest, declineJoinRequest, useJoinRequests } from '../api/membership';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/**
 * Requests to join the organization (Register on the signup page): Approve makes the person a
 * user with every product the organization holds, as an invitation would; Decline ends the
 * request. Either way they are e-mailed. Shown only while there are requests.
 */
export function JoinRequestsSection() {
  const requests = useJoinRequests();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState<JoinRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (requests.isPending) return null;
  if (requests.isError) {
    return (
      <LoadError
        message="The requests to join could not be loaded."
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0 && !notice) return null;

  const decide = async (request: JoinRequest, approve: boolean) => {
    setBusy(request.id);
    setError(null);
    try {
      await (approve ? approveJoinRequest(request.id) : declineJoinRequest(request.id));
      const name = `${request.firstName} ${request.lastName}`;
      setNotice(approve ? `${name} joined your organization.` : `${name}'s request was declined.`);
      setDeclining(null);
      await afterJoinRequestDecision(queryClient);
    } catch (failure) {
      setError(messageOf(failure, 'The request could not be answered.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="xl" bg="white">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Requests to join
        </Title>
        <Text size="sm" c="dimmed">
          These people registered with your organization&apos;s account. They see nothing of it
          until you approve; unanswered, a request ends after 14 days.
        </Text>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {requests.data.length > 0 && (
          <JoinRequestsTable
            requests={requests.data}
            busy={busy}
            onApprove={(request) => void decide(request, true)}
            onDecline={setDeclining}
            formatDate={shortDate}
          />
        )}
      </Stack>
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title="Decline request">
        {declining && (
          <Stack>
            <Text size="sm">
              Decline {declining.firstName} {declining.lastName} ({declining.email})? They are told
              by email and see nothing of your organization.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={busy === declining.id}
                onClick={() => void decide(declining, false)}
              >
                Decline Request
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
