import type { FactorsState } from '@app/core/api/two-factor';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { afterFactorsChange } from '../../../api/invalidations';
import { LoadError } from '../../../ui/load-error';
import {
  addPasskey,
  confirmTotp,
  removePasskey,
  removeTotp,
  setupTotp,
  useFactors,
  useSignInHistory,
} from '../api/two-factor';

const problem = (failure: unknown) =>
  isApiError(failure) ? failure.message : 'That did not work. Please try again in a moment.';

/** Set up the authenticator app: QR code and secret, a code to confirm, the recovery codes. */
function AuthenticatorApp({ factors }: { factors: FactorsState }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => afterFactorsChange(queryClient);

  const start = async () => {
    setError(null);
    try {
      const answer = await setupTotp();
      // Drawn in the browser (node-qrcode): the secret never goes to a third party.
      setSetup({ secret: answer.secret, qr: await QRCode.toDataURL(answer.otpauthUrl) });
    } catch (failure) {
      setError(problem(failure));
    }
  };
  const confirm = async () => {
    setError(null);
    try {
      const answer = await confirmTotp(code);
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
      await refresh();
    } catch (failure) {
      setError(problem(failure));
    }
  };
  const turnOff = async () => {
    setError(null);
    try {
      await removeTotp(password, code);
      setPassword('');
      setCode('');
      await refresh();
    } catch (failure) {
      setError(problem(failure));
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={4}>Authenticator app</Title>
        {factors.totp && <Badge color="teal">On</Badge>}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {recoveryCodes && (
        <Alert color="yellow" variant="light" title="Your recovery codes">
          <Text size="sm" mb="xs">
            Keep these somewhere safe. Each works once in place of a code, if you lose your phone.
            They are shown only now.
          </Text>
          <List size="sm" aria-label="Recovery codes">
            {recoveryCodes.map((c) => (
              <List.Item key={c}>
                <Code>{c}</Code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {factors.totp ? (
        <>
          <Text size="sm" c="dimmed">
            Sign-in asks for a code from your app. {factors.recoveryCodesLeft} recovery codes left.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="Your password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <TextInput
              label="Code from your app"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Button variant="light" color="red" onClick={() => void turnOff()}>
            Turn off the authenticator app
          </Button>
        </>
      ) : setup ? (
        <>
          <Text size="sm">
            Scan this code with your authenticator app, or type the secret into it. Then enter the
            6-digit code the app shows.
          </Text>
          <Image src={setup.qr} alt="QR code for your authenticator app" w={180} h={180} />
          <Text size="sm">
            Secret: <Code data-testid="totp-secret">{setup.secret}</Code>
          </Text>
          <TextInput
            label="Code from your app"
            value={code}
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Button onClick={() => void confirm()} disabled={code.trim() === ''}>
            Turn on
          </Button>
        </>
      ) : (
        <Button variant="light" onClick={() => void start()}>
          Set up an authenticator app
        </Button>
      )}
    </Stack>
  );
}

/** The user's passkeys: add one under a name, remove one. */
function Passkeys({ factors }: { factors: FactorsState }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => afterFactorsChange(queryClient);
  const add = async () => {
    setError(null);
    try {
      await addPasskey(name.trim());
      setName('');
      await refresh();
    } catch (failure) {
      setError(problem(failure));
    }
  };
  const remove = async (id: string) => {
    setError(null);
    try {
      await removePasskey(id);
      await refresh();
    } catch (failure) {
      setError(problem(failure));
    }
  };
  return (
    <Stack gap="sm">
      <Title order={4}>Passkeys</Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {factors.passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passkeys yet. A passkey signs you in with your device&apos;s lock instead of a code.
        </Text>
      ) : (
        <List spacing="xs" aria-label="Your passkeys">
          {factors.passkeys.map((passkey) => (
            <List.Item key={passkey.id}>
              <Group gap="sm">
                <Text size="sm">{passkey.name}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void remove(passkey.id)}
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="end">
        <TextInput
          label="Passkey name"
          placeholder="Work laptop"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button variant="light" onClick={() => void add()} disabled={name.trim() === ''}>
          Add a passkey
        </Button>
      </Group>
    </Stack>
  );
}

/** The last sign-in attempts at the account: when, from where, which browser, which factor. */
function SignInHistory() {
  const history = useSignInHistory();
  if (history.isError)
    return (
      <LoadError
        message="Your sign-in history could not be loaded."
        onRetry={() => void history.refetch()}
      />
    );
  return (
    <Stack gap="sm">
      <Title order={4}>Sign-in history</Title>
      <Table striped aria-label="Sign-in history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Browser</Table.Th>
            <Table.Th>Factor</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(history.data ?? []).map((event) => (
            <Table.Tr key={`${event.at}-${event.factor}`}>
              <Table.Td>{new Date(event.at).toLocaleString()}</Table.Td>
              <Table.Td>{event.ip}</Table.Td>
              <Table.Td>{event.browser}</Table.Td>
              <Table.Td>{event.factor}</Table.Td>
              <Table.Td>{event.succeeded ? 'Signed in' : 'Failed'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The profile page's two-factor section (issue 27). */
export function TwoFactorSettings() {
  const factors = useFactors();
  if (factors.isError)
    return (
      <LoadError
        message="Your sign-in settings could not be loaded."
        onRetry={() => void factors.refetch()}
      />
    );
  if (!factors.data) return null;
  return (
    <Stack gap="xl">
      <Title order={3}>Two-factor sign-in</Title>
      {factors.data.required && !factors.data.totp && factors.data.passkeys.length === 0 && (
        <Alert color="orange" variant="light" role="status">
          Your organization requires two-factor sign-in. Set up an authenticator app or a passkey to
          continue.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <AuthenticatorApp factors={factors.data} />
        <Passkeys factors={factors.data} />
      </SimpleGrid>
      <SignInHistory />
    </Stack>
  );
}
