import {
  GROUP_PARAMETERS_NOTICE,
  GROUP_SIZE_WARNING,
  RECOMMENDED_GROUP_MEMBERS,
} from '@app/core/api/groups';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/**
 * spec 2 sections 2.12 and 5: the group name (required; Create disabled while empty) and an
 * optional description, with the size warning over 25 and, for searched groups, the notice
 * that the parameters cannot be edited later.
 */
export function CreateGroupDialog({
  opened,
  count,
  showParametersNotice,
  saving,
  error,
  onCancel,
  onCreate,
}: {
  opened: boolean;
  count: number;
  showParametersNotice: boolean;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onCreate: (name: string, description: string) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const valid = name.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onCreate(name.trim(), description.trim());
  };
  return (
    <Modal opened={opened} onClose={onCancel} title="Create Group" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          {count > RECOMMENDED_GROUP_MEMBERS && (
            <Alert color="yellow" variant="light">
              {GROUP_SIZE_WARNING}
            </Alert>
          )}
          {showParametersNotice && <Text fz="sm">{GROUP_PARAMETERS_NOTICE}</Text>}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              Create Group
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
