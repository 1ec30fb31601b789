import { DEFAULT_SUPPORT_CONTACT } from '@app/core/domain/branding';
import { formatPhone, phoneHref } from '@app/core/domain/phone';
import { Anchor, Text } from '@mantine/core';

export function SupportContact() {
  const { phone, email } = DEFAULT_SUPPORT_CONTACT;
  return (
    <Text>
      Call{' '}
      <Anchor href={phoneHref(phone) ?? undefined} inherit>
        {formatPhone(phone)}
      </Anchor>{' '}
      or e-mail{' '}
      <Anchor href={`mailto:${email}`} inherit>
        {email}
      </Anchor>
      .
    </Text>
  );
}
