import { formatPhone, phoneHref } from '@app/core/domain/phone';
import { Anchor, Text } from '@mantine/core';

/** 'phone · e-mail', each a link: the phone only when it can be dialled as given. */
export function ContactLine({ phone, email }: { phone: string; email: string }) {
  const tel = phoneHref(phone);
  return (
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
  );
}
