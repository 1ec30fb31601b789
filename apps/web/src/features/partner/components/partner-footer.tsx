import type { Partner } from '@app/core/api/partners';
import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { formatPhone, phoneHref } from '@app/core/domain/phone';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';

/**
 * spec 1 section 2: on partner addresses the footer gives the partner's address, phone and
 * e-mail, the copyright line, the legal links and a powered-by logo.
 */
export function PartnerFooter({ partner }: { partner: Partner }) {
  const tel = phoneHref(partner.phone);
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
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {partner.name}
            </Text>
            <Text size="sm" c="dimmed">
              {partner.address}
            </Text>
            <Text size="sm" c="dimmed">
              {tel ? (
                <Anchor href={tel} inherit>
                  {formatPhone(partner.phone)}
                </Anchor>
              ) : (
                partner.phone
              )}
              {' · '}
              <Anchor href={`mailto:${partner.email}`} inherit>
                {partner.email}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap={6} align="flex-start">
            <Group gap={8} aria-label={`Powered by ${PRODUCT_BRAND_NAME}`}>
              <Text size="xs" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
                Powered by
              </Text>
              <Logo size="sm" />
            </Group>
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {PRODUCT_BRAND_NAME}. All rights reserved.
            </Text>
          </Stack>
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
