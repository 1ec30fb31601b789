import { Button, Container, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../ui/page-title';

/** Shown when rendering a route throws: better than a blank screen, and offers a way out. */
export function RouteErrorPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <PageTitle>Something went wrong</PageTitle>
        <Text c="dimmed">An unexpected error stopped this page from loading.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
