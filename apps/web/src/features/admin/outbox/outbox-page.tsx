import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@app/core/api/admin/mail';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { DataTable } from '../../../ui/data-table/data-table';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { dateTime } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import { afterResend, resendMail, useMailDelivery, useOutbox } from './api/outbox';
import { DeliverySummary } from './delivery-summary';
import { outboxColumns, STATUS_LABELS } from './outbox-columns';

const statusOptions = [
  { value: 'all', label: 'Any status' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** Issue 14, screen 8: every e-mail the server sent, queued, kept or failed to send. */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const outbox = useOutbox({
    to: debouncedTo || undefined,
    status: status === 'all' ? undefined : status,
  });
  const delivery = useMailDelivery();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const [resending, setResending] = useState<OutboxMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmResend = async (message: OutboxMessage) => {
    setBusy(true);
    setError(null);
    try {
      const resent = await resendMail(message.id);
      setResending(null);
      setNotice(
        resent.status === 'queued'
          ? `The e-mail to ${message.to} is queued for delivery again.`
          : `A new copy of the e-mail to ${message.to} is in the outbox.`,
      );
      await afterResend(queryClient);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The e-mail could not be resent.');
    } finally {
      setBusy(false);
    }
  };

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
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
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
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {outbox.isPending ? (
        <PageLoader label="Loading the outbox" />
      ) : outbox.isError ? (
        <LoadError
          message="The outbox could not be loaded."
          onRetry={() => void outbox.refetch()}
        />
      ) : (
        <Paper withBorder radius="md" p="md" bg="white">
          <DataTable
            caption="E-mail outbox"
            columns={outboxColumns({
              onView: setReading,
              onResend: (message) => {
                setError(null);
                setResending(message);
              },
            })}
            rows={outbox.data}
            rowKey={(message) => message.id}
            rowHeaders={false}
            pageSize={50}
            minWidth={960}
            emptyText={debouncedTo || status !== 'all' ? 'No e-mail matches.' : 'No e-mail yet.'}
            tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
          />
        </Paper>
      )}

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

      <Modal opened={resending !== null} onClose={() => setResending(null)} title="Resend e-mail">
        {resending && (
          <Stack>
            <Text size="sm">
              Send “{resending.subject}” to {resending.to} again?{' '}
              {delivery.data?.transport === 'smtp'
                ? 'It goes back in the delivery queue.'
                : 'Without SMTP a new copy is kept in the outbox.'}
            </Text>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setResending(null)}>
                Cancel
              </Button>
              <Button loading={busy} onClick={() => void confirmResend(resending)}>
                Resend
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}
