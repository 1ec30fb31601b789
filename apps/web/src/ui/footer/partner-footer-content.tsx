import type { Partner } from '@app/core/api/partners';
import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { Group, Stack, Text } from '@mantine/core';
import { Logo } from '../logo';
import { ContactLine } from './contact-line';
import { copyrightLine } from './copyright-line';

/**
 * What a partner's footer says: the partner's name, address, phone and e-mail, then the
 * powered-by logo and the copyright line. The partner pages show it, and the console's partner
 * editor previews it, so both read the same.
 */
export function PartnerFooterContent({
  partner,
}: {
  partner: Pick<Partner, 'name' | 'address' | 'phone' | 'email'>;
}) {
  return (
    <>
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
    </>
  );
}
