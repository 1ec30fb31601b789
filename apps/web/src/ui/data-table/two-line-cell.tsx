import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A cell's value with a dimmed line under it (a name and its job title, a date and when it
 * ends), so the table stays narrow. No second line when `under` is empty.
 */
export function TwoLineCell({
  children,
  under,
  fw,
  ff,
}: {
  children: ReactNode;
  under?: ReactNode;
  fw?: 500 | 600;
  ff?: 'monospace';
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={fw} ff={ff}>
        {children}
      </Text>
      {under && (
        <Text size="xs" c="dimmed">
          {under}
        </Text>
      )}
    </Stack>
  );
}
