import { useState } from 'react';
import { messageOf } from '../../../api/api-error';

export interface Confirmation {
  title: string;
  /** A sentence or two; it sits in one paragraph. */
  text: string;
  /** What is acted on, in bold under the text (a news item's title). */
  subject?: string;
  confirmLabel: string;
  /** The confirm button's colour; 'danger' (red) unless said otherwise. */
  tone?: 'danger' | 'warning' | 'plain';
  /** Asks why (written to the audit log) before the button may be pressed. */
  askReason?: boolean;
  /** The change itself; the dialog closes once it resolves. */
  run: (reason: string) => Promise<void>;
  /** Shown in the dialog when the change fails without a message of the server's. */
  failure?: string;
}

/**
 * The state of a screen's ConfirmDialog: `ask` opens it, and its confirm button runs the
 * change, waits for it, and either closes or keeps the dialog open with the failure.
 */
export function useConfirmation() {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (next: Confirmation) => {
    setError(null);
    setConfirmation(next);
  };

  const onConfirm = async (reason: string) => {
    if (!confirmation) return;
    setBusy(true);
    setError(null);
    try {
      await confirmation.run(reason);
      setConfirmation(null);
    } catch (failure) {
      setError(messageOf(failure, confirmation.failure ?? 'The change could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  return {
    ask,
    dialogProps: {
      confirmation,
      busy,
      error,
      onClose: () => setConfirmation(null),
      onConfirm: (reason: string) => void onConfirm(reason),
    },
  };
}
