import type { SsoSettings } from '@app/core/api/sso';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { afterSsoChange } from '../../../api/invalidations';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { removeSsoSettings, saveSsoSettings, useSsoSettings } from '../api/sso-settings';

interface FormValues {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  passwordsDisabled: boolean;
}

type Message = { ok: boolean; text: string } | null;

function SsoForm({
  settings,
  setMessage,
}: {
  settings: SsoSettings;
  setMessage: (message: Message) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: '',
      domains: settings.domains.join(', '),
      passwordsDisabled: settings.passwordsDisabled,
    },
  });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      await afterSsoChange(queryClient);
      setMessage({ ok: true, text: done });
    } catch (failure) {
      setMessage({
        ok: false,
        text: isApiError(failure) ? failure.message : 'The settings could not be saved.',
      });
    } finally {
      setBusy(false);
    }
  };

  const save = form.onSubmit((values) =>
    run(
      () =>
        saveSsoSettings({
          issuer: values.issuer.trim(),
          clientId: values.clientId,
          // Left empty: the stored secret stays.
          ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
          domains: values.domains.split(/[\s,]+/).filter(Boolean),
          passwordsDisabled: values.passwordsDisabled,
        }),
      'Single sign-on was saved.',
    ),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Register Peerscope with your provider with this redirect URI:{' '}
          <Code>{settings.redirectUri}</Code>
        </Text>
        <TextInput
          label="Issuer URL"
          withAsterisk
          placeholder="https://login.yourbank.example"
          {...form.getInputProps('issuer')}
        />
        <TextInput label="Client ID" withAsterisk {...form.getInputProps('clientId')} />
        <PasswordInput
          label="Client secret"
          withAsterisk={!settings.secretSet}
          description={settings.secretSet ? 'Stored. Leave empty to keep it.' : undefined}
          autoComplete="off"
          {...form.getInputProps('clientSecret')}
        />
        <TextInput
          label="E-mail domains it vouches for"
          description="Separated by commas: new people of these domains join as members."
          withAsterisk
          {...form.getInputProps('domains')}
        />
        <Checkbox
          label="Members sign in only through the provider (client-admins keep their password)"
          {...form.getInputProps('passwordsDisabled', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Save Single Sign-On
          </Button>
          {settings.configured && (
            <Button
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => void run(removeSsoSettings, 'Single sign-on was removed.')}
            >
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Administration: the organization's OpenID Connect provider (issue 27 point 4). */
export function SsoSection() {
  const settings = useSsoSettings();
  // Here, not in the form: the form starts afresh after a save, and the message must stay.
  const [message, setMessage] = useState<Message>(null);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Single sign-on
      </Title>
      <Text size="sm" c="dimmed">
        Your people sign in through your own identity provider (OpenID Connect), with its two-factor
        checks.
      </Text>
      {message && (
        <Alert
          color={message.ok ? 'teal' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
      {settings.isPending ? (
        <PageLoader label="Loading single sign-on" />
      ) : settings.isError ? (
        <LoadError
          message="Single sign-on could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        // Keyed by what is stored, so the form starts afresh after a save or a removal.
        <SsoForm
          key={`${settings.data.configured}-${settings.data.issuer}`}
          settings={settings.data}
          setMessage={setMessage}
        />
      )}
    </Stack>
  );
}
