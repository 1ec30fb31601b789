import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteGroupDialogProps {
  groupName: string;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** spec 2 section 2.11: the confirm dialog 'Delete Group?' naming the group. */
export function DeleteGroupDialog({
  groupName,
  deleting,
  error,
  onCancel,
  onConfirm,
}: DeleteGroupDialogProps) {
  return (
    <Modal opened onClose={onCancel} title="Delete Group?" centered>
      <Stack>
        <Text>
          The peer group <strong>{groupName}</strong> will be deleted. This cannot be undone.
        </Text>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
