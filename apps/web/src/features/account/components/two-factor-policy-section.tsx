import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { afterOrganizationTwoFactorChange } from '../../../api/invalidations';
import { setOrganizationTwoFactor, useOrganizationTwoFactor } from '../api/two-factor';

/** The client-admin requires two-factor sign-in of the organization's members (issue 27). */
export function TwoFactorPolicySection() {
  const queryClient = useQueryClient();
  const policy = useOrganizationTwoFactor();
  const [error, setError] = useState<string | null>(null);
  const change = async (required: boolean) => {
    setError(null);
    try {
      await setOrganizationTwoFactor(required);
      await afterOrganizationTwoFactorChange(queryClient);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The setting could not be saved.');
    }
  };
  return (
    <Stack gap="sm">
      <Title order={3}>Two-factor sign-in</Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Switch
        label="Require two-factor sign-in of every member"
        checked={policy.data?.required ?? false}
        disabled={!policy.data}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        Members without an authenticator app or a passkey are led to set one up at their next
        sign-in, and can do nothing else until they have.
      </Text>
    </Stack>
  );
}
