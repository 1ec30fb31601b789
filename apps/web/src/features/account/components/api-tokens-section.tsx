import {
  apiTokenRequest,
  MAX_API_TOKEN_DAYS,
  type ApiTokenCreated,
  type ApiTokenRequest,
} from '@app/core/api/api-tokens';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/load-error';
import { formValidator } from '../../../utils/form-validator';
import { afterApiTokenChange } from '../../../api/invalidations';
import { createApiToken, revokeApiToken, useApiTokens } from '../api/api-tokens';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'Never';

/** The token just made, shown this once with a copy button. */
function NewToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <Alert color="teal" variant="light" role="status" title={`Token “${created.name}” created`}>
      <Stack gap="xs">
        <Text size="sm">Copy it now: it is not shown again.</Text>
        <Code block aria-label="New API token">
          {created.token}
        </Code>
        <Group>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Profile page: the user's API tokens (issue 27 point 5), for Excel, Power BI or scripts. A
 * token reads what its user may read and nothing else (docs/api-tokens.md).
 */
export function ApiTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ApiTokenRequest>({
    initialValues: { name: '', expiresInDays: 90 },
    validate: formValidator(apiTokenRequest),
  });

  const create = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(await createApiToken(values));
      form.reset();
      await afterApiTokenChange(queryClient);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The token could not be created.');
    } finally {
      setSaving(false);
    }
  });

  const revoke = async (id: string) => {
    setError(null);
    try {
      await revokeApiToken(id);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The token could not be revoked.');
    }
    await afterApiTokenChange(queryClient);
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        API tokens
      </Title>
      <Text size="sm" c="dimmed">
        A token lets Excel, Power BI or a script read the figures you can read, with{' '}
        <Code>Authorization: Bearer</Code>. It can only read: it cannot change anything.
      </Text>
      {created && <NewToken created={created} onDone={() => setCreated(null)} />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={create} noValidate>
        <Group align="flex-end">
          <TextInput label="Token name" withAsterisk {...form.getInputProps('name')} />
          <NumberInput
            label="Expires in (days)"
            min={1}
            max={MAX_API_TOKEN_DAYS}
            allowDecimal={false}
            w={160}
            {...form.getInputProps('expiresInDays')}
          />
          <Button type="submit" loading={saving}>
            Create Token
          </Button>
        </Group>
      </form>
      {tokens.isError ? (
        <LoadError
          message="Your API tokens could not be loaded."
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.data && tokens.data.length > 0 ? (
        <Table aria-label="Your API tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.data.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>{day(token.createdAt)}</Table.Td>
                <Table.Td>{day(token.lastUsedAt)}</Table.Td>
                <Table.Td>{day(token.expiresAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => void revoke(token.id)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        tokens.data && <Text size="sm">You have no API tokens.</Text>
      )}
    </Stack>
  );
}
