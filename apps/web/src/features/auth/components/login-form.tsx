import { loginRequest, type LoginRequest } from '@app/core/api/auth';
import { LOGIN_FAILED_MESSAGE } from '@app/core/api/errors';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { formValidator } from '../../../utils/form-validator';
import { useLogin } from '../api/login';
import { validateOnBlur } from '../../../utils/validate-on-blur';
import { PasskeySignInButton, SecondFactorStep } from './second-factor-step';

export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return LOGIN_FAILED_MESSAGE;
  // The server words throttling, field problems and a disabled account itself.
  if (isApiError(error, 429) || isApiError(error, 400) || isApiError(error, 403)) {
    return error.message;
  }
  return 'We could not sign you in right now. Please try again in a moment.';
}

/** Email and password sign-in. On success the signed-in user is stored and the page moves on. */
export function LoginForm() {
  const loginMutation = useLogin();
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: formValidator(loginRequest),
    ...validateOnBlur<LoginRequest>(),
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(loginRequest.parse(values), {
      onError: () => {
        form.setFieldValue('password', '');
        form.getInputNode('password')?.focus();
      },
    });
  });

  if (loginMutation.data && 'mfaRequired' in loginMutation.data) {
    return <SecondFactorStep methods={loginMutation.data.methods} />;
  }

  return (
    <form onSubmit={submit} noValidate style={{ position: 'relative' }}>
      <LoadingOverlay visible={loginMutation.isPending} label="Signing in" />
      <Stack gap="md">
        {loginMutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {loginErrorMessage(loginMutation.error)}
          </Alert>
        )}
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="username"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" disabled={loginMutation.isPending}>
          Log In
        </Button>
        <PasskeySignInButton />
        <Anchor component={Link} to="/account/trouble" size="sm" ta="center">
          Having trouble?
        </Anchor>
      </Stack>
    </form>
  );
}
