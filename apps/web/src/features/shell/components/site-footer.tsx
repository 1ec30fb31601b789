import { DEFAULT_SUPPORT_CONTACT, PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { formatPhone, phoneHref } from '@app/core/domain/phone';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';

export function copyrightLine(now: Date): string {
  return `© ${now.getFullYear()} ${PRODUCT_BRAND_NAME}. All rights reserved.`;
}

export function SiteFooter() {
  const { phone, email } = DEFAULT_SUPPORT_CONTACT;
  const tel = phoneHref(phone);
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
          <Stack gap={6}>
            <Logo size="sm" />
            <Text size="sm" c="dimmed">
              {copyrightLine(new Date())}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Support
            </Text>
            <Text size="sm" c="dimmed">
              {tel ? (
                <Anchor href={tel} inherit>
                  {formatPhone(phone)}
                </Anchor>
              ) : (
                formatPhone(phone)
              )}
              {' · '}
              <Anchor href={`mailto:${email}`} inherit>
                {email}
              </Anchor>
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
