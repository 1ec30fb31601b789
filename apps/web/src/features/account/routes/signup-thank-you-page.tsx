import { Container, Paper, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { SupportContact } from '../components/support-contact';

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}

/** spec 1 section 2: the page a new subscriber lands on after signing up. */
export function SignupThankYouPage() {
  const email = emailFrom(useLocation().state);
  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Verify your email</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text>
            We sent {email ? <strong>{email}</strong> : 'you'} an email with a link to verify your
            address and set your password. Please check your email, including your spam, quarantine
            and bulk folders.
          </Text>
          <Text c="dimmed">If it has not arrived within a few minutes, contact support.</Text>
          <SupportContact />
        </Stack>
      </Paper>
    </Container>
  );
}
