import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

interface RenameGroupDialogProps {
  initialName: string;
  initialDescription: string;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (values: { name: string; description: string }) => void;
}

/**
 * spec 2 sections 2.11 and 5: the Rename dialog (titled 'Rename Folder'): Name required, Save
 * disabled while it is empty; Description optional.
 */
export function RenameGroupDialog({
  initialName,
  initialDescription,
  saving,
  error,
  onCancel,
  onSave,
}: RenameGroupDialogProps) {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const valid = name.trim().length > 0;
  return (
    <Modal opened onClose={onCancel} title="Rename Folder" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSave({ name: name.trim(), description: description.trim() });
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={valid ? undefined : 'Name is required'}
            data-autofocus
          />
          <Textarea
            label="Description"
            maxLength={500}
            autosize
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
