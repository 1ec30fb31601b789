import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a screen on a white card (an organization's users, the last imports). */
export function AdminPanel({
  title,
  action,
  children,
}: {
  title: string;
  /** A link or button beside the title. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
