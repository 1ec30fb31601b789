import type { FeedbackEntry, FeedbackReplyRequest } from '@app/core/api/admin/mail';
import { Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { DialogActions } from '../console/dialog-actions';

const DEFAULT_SUBJECT = 'Re: your feedback';

/** Writes the reply e-mailed to who sent a feedback; the server sends it through the outbox. */
export function ReplyDialog({
  entry,
  onClose,
  onSend,
}: {
  entry: FeedbackEntry | null;
  onClose: () => void;
  onSend: (entry: FeedbackEntry, reply: FeedbackReplyRequest) => Promise<void>;
}) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Reply by e-mail" size="lg">
      {entry && <ReplyForm key={entry.id} entry={entry} onClose={onClose} onSend={onSend} />}
    </Modal>
  );
}

function ReplyForm({
  entry,
  onClose,
  onSend,
}: {
  entry: FeedbackEntry;
  onClose: () => void;
  onSend: (entry: FeedbackEntry, reply: FeedbackReplyRequest) => Promise<void>;
}) {
  const [subject, setSubject] = useState(DEFAULT_SUBJECT);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = subject.trim().length > 0 && text.trim().length > 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setSending(true);
        setError(null);
        onSend(entry, { subject: subject.trim(), text: text.trim() })
          .catch((failure: unknown) => setError(messageOf(failure, 'The reply could not be sent.')))
          .finally(() => setSending(false));
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          To {entry.user?.firstName} {entry.user?.lastName} ({entry.user?.email}). Their feedback is
          quoted below your message.
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{entry.content}”
        </Text>
        <TextInput
          label="Subject"
          required
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxLength={10000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <DialogActions error={error} onCancel={onClose}>
          <Button type="submit" disabled={!valid} loading={sending}>
            Send Reply
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
