import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fw={700} fz={48} c="ocean.3" lh={1} aria-hidden="true">
          404
        </Text>
        <PageTitle>Page not found</PageTitle>
        <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
