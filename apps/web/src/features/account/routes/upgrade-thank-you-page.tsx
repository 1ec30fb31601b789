import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';

/** spec 1 section 2: after an upgrade, Dive In! goes to the dashboard. */
export function UpgradeThankYouPage() {
  return (
    <Container size="sm" py="xl">
      <PageTitle mb="md">Thank you</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Text>Your plan has been upgraded.</Text>
          <Button component={Link} to="/dashboard">
            Dive In!
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
