import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A row's state as coloured bold text. Text rather than a badge where the column is narrow: a
 * badge there cuts "refused" to "RE…".
 */
export function StatusText({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Text size="sm" fw={600} c={color}>
      {children}
    </Text>
  );
}
