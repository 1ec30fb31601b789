import type { AdminUser } from '@app/core/api/admin/organizations';
import { twoFactorRoutes } from '@app/core/api/routes/two-factor-routes';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';
import { isApiError } from '../../../api/api-error';
import { afterFactorsReset } from '../../../api/invalidations';
import { isReasonGiven, ReasonField } from '../console/reason-field';

/** One user's second factors, and the reset (a lost phone) with the reason it is audited with. */
function UserFactorsRow({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const factors = useQuery(
    apiQueryOptions(twoFactorRoutes.userFactors, { params: { userId: user.id } }),
  );
  const [resetting, setResetting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const f = factors.data;
  const held = f
    ? [
        f.totp ? `Authenticator app (${f.recoveryCodesLeft} recovery codes left)` : null,
        f.passkeys > 0 ? `${f.passkeys} passkey${f.passkeys === 1 ? '' : 's'}` : null,
      ].filter(Boolean)
    : [];
  const reset = async () => {
    setError(null);
    try {
      await callApi(twoFactorRoutes.resetUserFactors, {
        params: { userId: user.id },
        body: { reason },
      });
      setResetting(false);
      setReason('');
      await afterFactorsReset(queryClient, user.id);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The factors could not be reset.');
    }
  };
  return (
    <Table.Tr>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{f ? held.join(', ') || 'Password only' : '…'}</Table.Td>
      <Table.Td>
        {resetting ? (
          <Stack gap="xs">
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <ReasonField
              description="Why the user's second factors are removed (kept in the audit log)"
              value={reason}
              onChange={setReason}
              autoFocus
            />
            <Group gap="xs">
              <Button
                size="compact-sm"
                color="red"
                disabled={!isReasonGiven(reason)}
                onClick={() => void reset()}
              >
                Reset factors
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setResetting(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          held.length > 0 && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setResetting(true)}
              aria-label={`Reset the second factors of ${user.email}`}
            >
              Reset…
            </Button>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The organization's users' second factors (issue 27): what each holds, and the reset. */
export function UserFactorsPanel({ users }: { users: AdminUser[] }) {
  if (users.length === 0) return <Text c="dimmed">No users.</Text>;
  return (
    <Table aria-label="Second factors">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>User</Table.Th>
          <Table.Th>Second factors</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <UserFactorsRow key={user.id} user={user} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
