import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

type LeaveDialogProps = {
  blocker: Blocker;
  title: string;
  message: string;
  stayLabel: string;
  leaveLabel: string;
};

/** Asks before a blocked route leave with unsaved changes (spec 2 section 4): stay or leave. */
export function LeaveDialog({ blocker, title, message, stayLabel, leaveLabel }: LeaveDialogProps) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={title}
      centered
    >
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {stayLabel}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {leaveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
