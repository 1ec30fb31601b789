import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { isReasonGiven, ReasonField } from './reason-field';
import type { Confirmation } from './use-confirmation';

/** Red for what cannot be undone, yellow for what locks people out, plain for the rest. */
const CONFIRM_COLORS = { danger: 'red', warning: 'yellow', plain: undefined } as const;

type ConfirmDialogProps = {
  confirmation: Confirmation | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * Every console action that changes something for others asks here first. The dialog stays
 * open with the server's message on failure, so the admin can retry or cancel.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { confirmation, onClose } = props;
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={confirmation?.title}>
      {/* Mounted per confirmation, so a reason typed for one is not offered to the next. */}
      {confirmation && <ConfirmBody {...props} confirmation={confirmation} />}
    </Modal>
  );
}

function ConfirmBody({
  confirmation,
  busy,
  error,
  onClose,
  onConfirm,
}: ConfirmDialogProps & { confirmation: Confirmation }) {
  const [reason, setReason] = useState('');
  const missingReason = confirmation.askReason === true && !isReasonGiven(reason);
  return (
    <Stack>
      <Text size="sm">{confirmation.text}</Text>
      {confirmation.subject && <Subject>{confirmation.subject}</Subject>}
      {confirmation.askReason && (
        <ReasonField
          description="Kept in the audit log"
          value={reason}
          onChange={setReason}
          autoFocus
        />
      )}
      <DialogActions error={error} onCancel={onClose}>
        <Button
          color={CONFIRM_COLORS[confirmation.tone ?? 'danger']}
          loading={busy}
          disabled={missingReason}
          onClick={() => onConfirm(reason.trim())}
        >
          {confirmation.confirmLabel}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** What is acted on, quoted: a long news item is cut to three lines. */
function Subject({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={600} lineClamp={3}>
      {children}
    </Text>
  );
}
