import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title';

/** Every console screen's frame: its title, a line saying what it is for, its actions. */
export function AdminScreen({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <PageTitle documentTitle={`${title} · Administration`} size="h2">
            {title}
          </PageTitle>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
