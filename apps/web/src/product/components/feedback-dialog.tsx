import { FEEDBACK_TYPE_LABELS, FEEDBACK_TYPES, type FeedbackType } from '@app/core/api/feedback';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sendFeedback } from '../api/send-feedback';

type FeedbackDialogProps = { opened: boolean; onClose: () => void };

/** Shown in place of the form once the server took the feedback (issue 14). */
export const FEEDBACK_SENT_MESSAGE = 'Thank you — your feedback was sent.';

const typeOptions = FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }));

/**
 * spec 2 section 2.14: type, details (both required), "It's okay to contact me". Nothing is
 * chosen for the user (issue 23): a problem left at a default type was filed as a suggestion,
 * and consent to be contacted is theirs to give. Send is disabled while invalid and sends the
 * current address as pageName;
 * Cancel or the backdrop closes with a fade. Once sent, the dialog thanks the user (issue 14:
 * without it they could not tell their feedback arrived) until they close it.
 */
export function FeedbackDialog({ opened, onClose }: FeedbackDialogProps) {
  const [type, setType] = useState<FeedbackType | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState(false);
  const send = useMutation({ mutationFn: sendFeedback });

  const close = () => {
    onClose();
    setType(null);
    setContent('');
    setContact(false);
    send.reset();
  };

  const valid = type !== null && content.trim().length > 0;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Feedback"
      centered
      transitionProps={{ transition: 'fade', duration: 200 }}
    >
      {send.isSuccess ? (
        <Stack gap="md">
          <Text role="status">{FEEDBACK_SENT_MESSAGE}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid || type === null) return;
            send.mutate({
              type,
              content: content.trim(),
              contact,
              pageName: window.location.href,
            });
          }}
        >
          <Stack gap="sm">
            <Select
              label="Type"
              placeholder="Problem or suggestion?"
              required
              data={typeOptions}
              value={type}
              allowDeselect={false}
              onChange={(value) => {
                if (value === 'Problem' || value === 'Suggestion') setType(value);
              }}
            />
            <Textarea
              label="Details"
              placeholder="Details"
              required
              autosize
              minRows={4}
              maxLength={5000}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
            <Checkbox
              label="It's okay to contact me"
              checked={contact}
              onChange={(event) => setContact(event.currentTarget.checked)}
            />
            {send.isError && (
              <Alert color="red" variant="light">
                {send.error.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!valid} loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
