import type { UserState } from '@app/core/api/auth';
import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';

export function DashboardPage({ user }: { user: UserState }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <PageTitle>Dashboard</PageTitle>
          <Text c="dimmed" mt={4}>
            Welcome back, {user.firstName || user.displayName}.
          </Text>
        </div>
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">
            Your latest message, recent activity and product panels are coming soon.
          </Text>
        </Paper>
        {user.products.length > 0 && (
          <Paper withBorder radius="md" p="lg">
            <Text fw={600} mb="sm">
              Your products
            </Text>
            <Group gap="sm">
              {user.products.map((product) => (
                <Button
                  key={product.clientCode}
                  component={Link}
                  to={`/${product.clientCode}`}
                  variant="light"
                >
                  {product.name}
                </Button>
              ))}
            </Group>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
