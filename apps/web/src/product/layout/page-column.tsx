import { Stack } from '@mantine/core';
import type { PageComponentProps } from '../renderer/component-registry';

/** 'Column': children stacked, for a cell of a Row holding several components. */
export function PageColumn({ children }: PageComponentProps) {
  return (
    <Stack gap="md" miw={0}>
      {children}
    </Stack>
  );
}
