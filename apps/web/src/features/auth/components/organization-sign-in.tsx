import { SSO_MESSAGES, ssoStartRequest } from '@app/core/api/sso';
import { Alert, Button, Divider, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { formValidator } from '../../../utils/form-validator';
import { startSso } from '../api/sso';

/** Why the server sent the browser back from the provider (`/login?sso=<reason>`). */
const refusalOf = (reason: string | null) =>
  reason && Object.hasOwn(SSO_MESSAGES, reason)
    ? SSO_MESSAGES[reason as keyof typeof SSO_MESSAGES]
    : null;

/**
 * "Sign in with your organization" (issue 27 point 4): asks for the e-mail, then sends the
 * browser to the organization's OpenID Connect provider, which sends it back signed in.
 */
export function OrganizationSignIn() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: formValidator(ssoStartRequest),
  });
  const refusal = refusalOf(params.get('sso'));

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    try {
      const { redirectUrl } = await startSso(email);
      window.location.assign(redirectUrl);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Single sign-on could not start.');
      setBusy(false);
    }
  });

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {typeof refusal === 'string' && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      {open ? (
        <form onSubmit={submit} noValidate aria-label="Sign in with your organization">
          <Stack gap="sm">
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label="Work email address"
              type="email"
              autoComplete="username"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" variant="light" fullWidth loading={busy}>
              Continue to your organization
            </Button>
          </Stack>
        </form>
      ) : (
        <Button variant="default" fullWidth onClick={() => setOpen(true)}>
          Sign in with your organization
        </Button>
      )}
    </Stack>
  );
}
