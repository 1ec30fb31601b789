import { DEFAULT_SUPPORT_CONTACT } from '@app/core/domain/branding';
import { Stack, Text } from '@mantine/core';
import { ContactLine } from '../../../ui/footer/contact-line';
import { copyrightLine } from '../../../ui/footer/copyright-line';
import { FooterFrame } from '../../../ui/footer/footer-frame';
import { Logo } from '../../../ui/logo';

export function SiteFooter() {
  const { phone, email } = DEFAULT_SUPPORT_CONTACT;
  return (
    <FooterFrame>
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
        <ContactLine phone={phone} email={email} />
      </Stack>
    </FooterFrame>
  );
}
