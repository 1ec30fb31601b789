import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/error-alert';

/**
 * A console dialog's foot: the failure, kept in the dialog so the admin can retry, then Cancel
 * and the dialog's own button (`children`) on the right.
 */
export function DialogActions({
  error,
  onCancel,
  children,
}: {
  error: string | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorAlert error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {children}
      </Group>
    </>
  );
}
