import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface Confirmation {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Asks why (written to the audit log) before the button may be pressed. */
  askReason?: boolean;
  run: (reason: string) => Promise<void>;
}

/** Destructive actions ask first; the dialog stays open with the server's message on failure. */
export function ConfirmDialog({
  confirmation,
  busy,
  error,
  onClose,
}: {
  confirmation: Confirmation | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={confirmation?.title}>
      {confirmation && (
        <ConfirmBody confirmation={confirmation} busy={busy} error={error} onClose={onClose} />
      )}
    </Modal>
  );
}

function ConfirmBody({
  confirmation,
  busy,
  error,
  onClose,
}: {
  confirmation: Confirmation;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const missingReason = confirmation.askReason === true && reason.trim().length < 3;
  return (
    <Stack>
      <Text size="sm">{confirmation.text}</Text>
      {confirmation.askReason && (
        <Textarea
          label="Reason"
          description="Kept in the audit log"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={busy}
          disabled={missingReason}
          onClick={() => void confirmation.run(reason.trim())}
        >
          {confirmation.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
