import type { OutboxMessage, OutboxStatus } from '@app/core/api/admin/mail';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { dateTime } from '../console/admin-dates';

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  kept: 'Kept',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const STATUS_COLORS: Record<OutboxStatus, string> = {
  kept: 'gray',
  queued: 'yellow',
  sent: 'teal',
  failed: 'red',
};

/** Opens the message, or asks to send it again. */
export type OutboxActions = {
  onView: (message: OutboxMessage) => void;
  onResend: (message: OutboxMessage) => void;
};

/** Created, To, Subject, Status (with the failure reason), Links and the actions. */
export function outboxColumns({
  onView,
  onResend,
}: OutboxActions): DataTableColumn<OutboxMessage>[] {
  return [
    { key: 'createdAt', header: 'Created', cell: (message) => dateTime(message.createdAt) },
    {
      key: 'to',
      header: 'To',
      cell: (message) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {message.to}
        </Text>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (message) => <TwoLineCell under={message.kind}>{message.subject}</TwoLineCell>,
    },
    {
      key: 'status',
      header: 'Status',
      value: (message) => STATUS_LABELS[message.status],
      cell: (message) => (
        <Stack gap={2} align="flex-start" maw={260}>
          <Badge size="sm" variant="light" color={STATUS_COLORS[message.status]} tt="none">
            {STATUS_LABELS[message.status]}
          </Badge>
          {message.sentAt && (
            <Text size="xs" c="dimmed">
              {dateTime(message.sentAt)}
            </Text>
          )}
          {message.attempts > 1 && (
            <Text size="xs" c="dimmed">
              {message.attempts} tries
            </Text>
          )}
          {message.error && (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {message.error}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'links',
      header: 'Links',
      value: (message) => message.links.join(' '),
      sortable: false,
      cell: (message) => (
        <Stack gap={2} maw={280}>
          {message.links.map((link) => (
            <Anchor key={link} href={link} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
          ))}
        </Stack>
      ),
    },
    actionsColumn((message) => (
      <>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onView(message)}
          aria-label={`Read the e-mail to ${message.to}: ${message.subject}`}
        >
          Read
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => onResend(message)}
          aria-label={`Resend the e-mail to ${message.to}: ${message.subject}`}
        >
          Resend
        </Button>
      </>
    )),
  ];
}
