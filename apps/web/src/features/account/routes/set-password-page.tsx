import {
  INCOMPLETE_LINK_MESSAGE,
  PASSWORD_MESSAGES,
  passwordField,
  type EmailTokenPurpose,
} from '@app/core/api/account';
import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../components/new-password-fields';
import { isApiError } from '../../../api/api-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { formValidator } from '../../../utils/form-validator';
import { setPassword, useTokenInfo } from '../api/email-links';
import { validateOnBlur } from '../../../utils/validate-on-blur';

const TITLES: Record<EmailTokenPurpose, string> = {
  verify: 'Verify your email',
  reset: 'Choose a new password',
  invite: 'Welcome to Peerscope',
};

const INTROS: Record<EmailTokenPurpose, string> = {
  verify: 'Thank you for verifying your email address. Set a password to finish your account.',
  reset: 'Choose a new password for your account. Signing in elsewhere will need it too.',
  invite: 'You were invited to your organization’s account. Set a password to sign in.',
};

const form = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

/**
 * /account/verify, /account/reset and /account/invite?token=…: the e-mailed links. Setting the
 * password verifies the address; the account is usable from then on.
 */
export function SetPasswordPage({ purpose }: { purpose: EmailTokenPurpose }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const info = useTokenInfo(token);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const passwordForm = useForm<z.input<typeof form>>({
    initialValues: { password: '', confirmPassword: '' },
    validate: formValidator(form),
    ...validateOnBlur<z.input<typeof form>>(),
  });

  const submit = passwordForm.onSubmit(async ({ password }) => {
    if (!token) return;
    setSaving(true);
    setFailure(null);
    try {
      await setPassword({ token, password });
      setDone(true);
    } catch (error) {
      setFailure(
        isApiError(error) ? error.message : 'Your password could not be set. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  });

  const title = TITLES[info.data?.purpose ?? purpose];
  let body;
  if (!token || info.isError) {
    // A used or expired link (404) and one cut short in the e-mail (400) both end here, with
    // the server's sentence and the way to a new link.
    const problem = !token
      ? INCOMPLETE_LINK_MESSAGE
      : isApiError(info.error, 400) || isApiError(info.error, 404)
        ? info.error.message
        : 'We could not check this link right now. Please try again in a moment.';
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
        <Button component={Link} to="/account/trouble">
          Send me a new link
        </Button>
      </Stack>
    );
  } else if (info.isPending) {
    body = <PageLoader label="Checking your link" />;
  } else if (done) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="teal" variant="light" role="status">
          Your password is set{purpose === 'verify' ? ' and your email is verified' : ''}. You can
          log in now.
        </Alert>
        <Button component={Link} to="/login">
          Log In
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            Hello {info.data.firstName}. {INTROS[info.data.purpose]}
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <input
            type="email"
            name="username"
            value={info.data.email}
            autoComplete="username"
            readOnly
            hidden
          />
          <NewPasswordFields
            label="Password"
            confirmLabel="Confirm password"
            password={passwordForm.getInputProps('password')}
            confirmation={passwordForm.getInputProps('confirmPassword')}
          />
          <div>
            <Button type="submit" loading={saving}>
              Set Password
            </Button>
          </div>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="xs" py="xl">
      <PageTitle mb="md">{title}</PageTitle>
      <Paper withBorder radius="md" p="lg" bg="white">
        {body}
      </Paper>
    </Container>
  );
}
