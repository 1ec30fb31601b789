import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { PageTitle } from '../../../ui/page-title';
import { requestPasswordReset } from '../api/email-links';
import { SupportContact } from '../components/support-contact';

/** /account/trouble, the target of the login page's Having trouble? link. */
export function TroublePage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!email.trim()) {
      setError('Email is required.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(
        isApiError(failure) ? failure.message : 'The link could not be sent. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Having trouble signing in?</PageTitle>
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg" bg="white">
          <Title order={2} fz="h4" mb="xs">
            Reset your password
          </Title>
          {sent ? (
            <Alert color="teal" variant="light" role="status">
              If an account uses {email.trim()}, we sent it a link to choose a new password. The
              link expires in 1 hour. Please check your email, including your spam, quarantine and
              bulk folders.
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  Enter the email address of your account and we will send you a link to choose a
                  new password. Not verified your email yet? The same link does that too.
                </Text>
                <TextInput
                  label="Email Address"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={error}
                />
                <div>
                  <Button type="submit" loading={sending}>
                    Send Reset Link
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg" bg="white">
          <Stack gap="sm">
            <Text fw={600}>Still stuck? Our support team can help.</Text>
            <SupportContact />
            <Anchor component={Link} to="/login" size="sm">
              Back to Log In
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
