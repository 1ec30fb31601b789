import type { MailDelivery } from '@app/core/api/admin/mail';
import { Alert, Text } from '@mantine/core';

/** How e-mail leaves the server now: by SMTP with its counts, or kept here only. */
export function DeliverySummary({ delivery }: { delivery: MailDelivery }) {
  const { counts } = delivery;
  if (delivery.transport === 'outbox') {
    return (
      <Alert color="gray" variant="light" title="No SMTP server is configured">
        <Text size="sm">
          E-mail is kept here for reading only and is not delivered. {counts.kept} kept.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color={counts.failed > 0 ? 'red' : 'teal'}
      variant="light"
      title={`Delivered by SMTP from ${delivery.from}`}
    >
      <Text size="sm">
        {counts.sent} sent, {counts.queued} queued, {counts.failed} failed.
        {counts.failed > 0 ? ' Failed messages show the reason; resend one once it is fixed.' : ''}
      </Text>
    </Alert>
  );
}
