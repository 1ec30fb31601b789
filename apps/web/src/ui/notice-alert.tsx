import { Alert } from '@mantine/core';

/** A done action's message (an invitation sent, a request answered), closed by the user. */
export function NoticeAlert({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert color="teal" variant="light" role="status" withCloseButton onClose={onClose}>
      {notice}
    </Alert>
  );
}
