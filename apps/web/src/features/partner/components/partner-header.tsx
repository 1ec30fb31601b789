import type { Partner } from '@app/core/api/partners';
import { PRODUCT_TAGLINE } from '@app/core/domain/branding';
import { Box, Container, Group, Text } from '@mantine/core';
import { PartnerLogo } from './partner-logo';

/** The header on partner addresses: the partner's logo instead of the product's. */
export function PartnerHeader({ partner }: { partner: Partner }) {
  return (
    <Box
      component="header"
      data-print-hidden
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" mih={64} gap="md" py={8}>
          <Group gap="lg" wrap="nowrap">
            <PartnerLogo partner={partner} />
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {PRODUCT_TAGLINE}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
