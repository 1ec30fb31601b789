import { Alert } from '@mantine/core';

/**
 * What went wrong, in the server's words where it gave some (they name the field), read out at
 * once by screen readers. Nothing while there is no failure; closable where `onClose` is given.
 */
export function ErrorAlert({ error, onClose }: { error: string | null; onClose?: () => void }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton={onClose !== undefined}
      onClose={onClose}
    >
      {error}
    </Alert>
  );
}
