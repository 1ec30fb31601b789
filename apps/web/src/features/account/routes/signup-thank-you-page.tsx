import { Container, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../ui/page-title';
import { SupportContact } from '../components/support-contact';

/** spec 1 section 2: the page a new subscriber lands on after signing up. */
export function SignupThankYouPage() {
  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Verify your email</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text>
            We sent you an e-mail with a link to verify your address. Please check your inbox,
            including your spam, quarantine and bulk folders.
          </Text>
          <Text c="dimmed">If it has not arrived within a few minutes, contact support.</Text>
          <SupportContact />
        </Stack>
      </Paper>
    </Container>
  );
}
