import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { SupportContact } from '../components/support-contact';

/** /account/trouble, the target of the login page's Having trouble? link. */
export function TroublePage() {
  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Having trouble signing in?</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text c="dimmed">
            Self-service password reset is coming soon. Until then, our support team can help.
          </Text>
          <SupportContact />
          <Anchor component={Link} to="/login" size="sm">
            Back to Log In
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
