import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Every footer's frame: its columns, then the legal links (spec 1 section 2). */
export function FooterFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="footer"
      data-print-hidden
      bg="white"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          {children}
          <Group component="nav" aria-label="Legal" gap="lg">
            <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" c="dimmed">
              Terms of Use
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
