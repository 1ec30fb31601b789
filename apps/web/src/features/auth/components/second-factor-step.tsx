import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { afterSignIn } from '../../../api/session-invalidations';
import { signInWithPasskey, verifyCode } from '../api/second-factor';

/**
 * After a right password, when the user holds a second factor: the code of their authenticator
 * app (or a recovery code), or their passkey. Nothing is signed in until one is right.
 */
export function SecondFactorStep({ methods }: { methods: readonly ('totp' | 'passkey')[] }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (attempt: () => ReturnType<typeof verifyCode>) => {
    setBusy(true);
    setError(null);
    try {
      afterSignIn(queryClient, await attempt());
    } catch (failure) {
      setError(
        isApiError(failure) ? failure.message : 'That did not work. Please try again in a moment.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text fw={600}>Two-factor sign-in</Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {methods.includes('totp') && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => verifyCode(code));
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Code from your authenticator app"
              description="Or one of your recovery codes"
              autoComplete="one-time-code"
              inputMode="text"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" fullWidth loading={busy} disabled={code.trim() === ''}>
              Verify
            </Button>
          </Stack>
        </form>
      )}
      {methods.includes('passkey') && (
        <Button
          variant="light"
          fullWidth
          loading={busy}
          onClick={() => void run(signInWithPasskey)}
        >
          Use a passkey
        </Button>
      )}
    </Stack>
  );
}

/** "Sign in with a passkey" under the password form: the passkey alone, no password. */
export function PasskeySignInButton() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      afterSignIn(queryClient, await signInWithPasskey());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The passkey sign-in did not complete.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="default" fullWidth loading={busy} onClick={() => void signIn()}>
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
