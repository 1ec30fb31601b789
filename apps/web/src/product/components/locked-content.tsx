import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * spec 2 sections 2.7 and 6: paywalled content is shown but non-interactive. `inert` takes it
 * out of focus order, pointer events and the accessibility tree; the dimming says why.
 */
export function LockedContent({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <Box
      inert
      data-locked="true"
      style={{ opacity: 0.45, filter: 'grayscale(0.6)', userSelect: 'none' }}
    >
      {children}
    </Box>
  );
}
