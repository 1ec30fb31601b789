import type { Partner } from '@app/core/api/partners';
import { PRODUCT_TAGLINE } from '@app/core/domain/branding';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { PartnerFooterContent } from '../../../ui/footer/partner-footer-content';

const frame = { border: '1px solid var(--mantine-color-gray-3)' };

/**
 * /login/{code} as the partner's visitors will see it, drawn from the form as it is typed: the
 * header logo at its size, the advert the dashboard shows, and the footer's contact details.
 */
export function PartnerPreview({ partner, saved }: { partner: Partner; saved: boolean }) {
  const address = `/login/${partner.code || '{code}'}`;
  return (
    <Stack gap="xs" aria-label="Preview" role="region">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Preview of {address}
        </Text>
        {saved && (
          // A signed-in admin opening /login/{code} is taken on to the app, so the address is
          // given to copy rather than as a link.
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Live at {window.location.origin}
            {address}
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group
          justify="space-between"
          wrap="nowrap"
          px="md"
          py={8}
          mih={64}
          bg="white"
          style={{ borderBottom: frame.border }}
        >
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            {partner.logoFile ? (
              <img
                src={partner.logoFile}
                width={partner.logoWidth || undefined}
                height={partner.logoHeight || undefined}
                alt={`${partner.name || 'Partner'} logo`}
                style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No logo yet
              </Text>
            )}
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {PRODUCT_TAGLINE}
            </Text>
          </Group>
        </Group>
        <Group align="flex-start" p="md" gap="md" bg="gray.0" wrap="wrap">
          <Paper withBorder p="md" radius="md" style={{ flex: '1 1 180px' }}>
            <Text fw={600}>Log In</Text>
            <Text size="xs" c="dimmed">
              The sign-in form, as on /login.
            </Text>
          </Paper>
          <Box style={{ flex: '1 1 180px' }}>
            {partner.adImage ? (
              <Image
                src={partner.adImage}
                alt={`${partner.name || 'Partner'} advert`}
                radius="md"
              />
            ) : (
              <Text size="xs" c="dimmed">
                No advert: the dashboard shows the default one.
              </Text>
            )}
            {partner.adUrl && (
              <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                Advert links to {partner.adUrl}
              </Text>
            )}
          </Box>
        </Group>
        <Group
          justify="space-between"
          align="flex-start"
          p="md"
          gap="md"
          bg="white"
          style={{ borderTop: frame.border }}
        >
          <PartnerFooterContent partner={partner} />
        </Group>
      </Paper>
    </Stack>
  );
}
