import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@app/core/api/admin/mail';
import { Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterResend } from '../../../api/invalidations';
import { NoticeAlert } from '../../../ui/notice-alert';
import { dateTime } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import { useDebouncedSearch } from '../console/use-debounced-search';
import { resendMail, useMailDelivery, useOutbox } from './api/outbox';
import { DeliverySummary } from './delivery-summary';
import { outboxColumns, STATUS_LABELS } from './outbox-columns';

const statusOptions = [
  { value: 'all', label: 'Any status' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** Issue 14, screen 8: every e-mail the server sent, queued, kept or failed to send. */
export function OutboxPage() {
  const to = useDebouncedSearch();
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const outbox = useOutbox({
    to: to.words || undefined,
    status: status === 'all' ? undefined : status,
  });
  const delivery = useMailDelivery();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const resend = (message: OutboxMessage) =>
    confirmation.ask({
      title: 'Resend e-mail',
      text: `Send “${message.subject}” to ${message.to} again? ${
        delivery.data?.transport === 'smtp'
          ? 'It goes back in the delivery queue.'
          : 'Without SMTP a new copy is kept in the outbox.'
      }`,
      confirmLabel: 'Resend',
      tone: 'plain',
      failure: 'The e-mail could not be resent.',
      run: async () => {
        const resent = await resendMail(message.id);
        setNotice(
          resent.status === 'queued'
            ? `The e-mail to ${message.to} is queued for delivery again.`
            : `A new copy of the e-mail to ${message.to} is in the outbox.`,
        );
        await afterResend(queryClient);
      },
    });

  return (
    <AdminScreen
      title="E-mail outbox"
      description="Every e-mail the server sends, newest first, with its links and delivery status."
    >
      {delivery.data && <DeliverySummary delivery={delivery.data} />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="To"
          placeholder="someone@example.com"
          type="search"
          {...to.inputProps}
          w={280}
          maw="100%"
        />
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus((value ?? 'all') as OutboxStatus | 'all')}
          w={180}
        />
      </Group>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <QueryState
        query={outbox}
        loading="Loading the outbox"
        failure="The outbox could not be loaded."
      >
        {(rows) => (
          <AdminTable
            caption="E-mail outbox"
            columns={outboxColumns({ onView: setReading, onResend: resend })}
            rows={rows}
            rowKey={(message) => message.id}
            rowHeaders={false}
            pageSize={50}
            minWidth={960}
            emptyText={to.words || status !== 'all' ? 'No e-mail matches.' : 'No e-mail yet.'}
          />
        )}
      </QueryState>

      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.subject ?? 'E-mail'}
        size="lg"
      >
        {reading && (
          <Stack gap="xs">
            <Text size="sm">
              To {reading.to}, {dateTime(reading.createdAt)} ({STATUS_LABELS[reading.status]})
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reading.text}
            </Code>
          </Stack>
        )}
      </Modal>

      <ConfirmDialog {...confirmation.dialogProps} />
    </AdminScreen>
  );
}
