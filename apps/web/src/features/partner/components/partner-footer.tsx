import type { Partner } from '@app/core/api/partners';
import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { Group, Stack, Text } from '@mantine/core';
import { ContactLine } from '../../../ui/footer/contact-line';
import { copyrightLine } from '../../../ui/footer/copyright-line';
import { FooterFrame } from '../../../ui/footer/footer-frame';
import { Logo } from '../../../ui/logo';

/**
 * spec 1 section 2: on partner addresses the footer gives the partner's address, phone and
 * e-mail, the copyright line, the legal links and a powered-by logo.
 */
export function PartnerFooter({ partner }: { partner: Partner }) {
  return (
    <FooterFrame>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {partner.name}
        </Text>
        <Text size="sm" c="dimmed">
          {partner.address}
        </Text>
        <ContactLine phone={partner.phone} email={partner.email} />
      </Stack>
      <Stack gap={6} align="flex-start">
        <Group gap={8} aria-label={`Powered by ${PRODUCT_BRAND_NAME}`}>
          <Text size="xs" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Powered by
          </Text>
          <Logo size="sm" />
        </Group>
        <Text size="sm" c="dimmed">
          {copyrightLine(new Date())}
        </Text>
      </Stack>
    </FooterFrame>
  );
}
