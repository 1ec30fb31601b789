import type { FeedbackEntry, FeedbackReplyRequest } from '@app/core/api/admin/mail';
import { FEEDBACK_TYPES, type FeedbackType } from '@app/core/api/feedback';
import { Group, SegmentedControl, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterFeedbackChange } from '../../../api/invalidations';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { NoticeAlert } from '../../../ui/notice-alert';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { QueryState } from '../console/query-state';
import { markFeedbackRead, replyToFeedback, useFeedbackInbox } from './api/feedback-inbox';
import { feedbackColumns } from './feedback-columns';
import { ReplyDialog } from './reply-dialog';

type TypeFilter = FeedbackType | 'all';

const typeOptions = [
  { value: 'all', label: 'All types' },
  ...FEEDBACK_TYPES.map((type) => ({ value: type, label: `${type}s` })),
];

/** Issue 14, screen 7: what users sent from a page's Feedback link, newest first. */
export function FeedbackPage() {
  const [type, setType] = useState<TypeFilter>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const inbox = useFeedbackInbox({
    type: type === 'all' ? undefined : type,
    unread: unreadOnly ? 'true' : undefined,
  });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [replying, setReplying] = useState<FeedbackEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const markRead = async (entry: FeedbackEntry, read: boolean) => {
    setBusy(entry.id);
    setError(null);
    try {
      await markFeedbackRead(entry.id, read);
      await afterFeedbackChange(queryClient);
    } catch (failure) {
      setError(messageOf(failure, 'The feedback could not be marked.'));
    } finally {
      setBusy(null);
    }
  };

  const sendReply = async (entry: FeedbackEntry, reply: FeedbackReplyRequest) => {
    await replyToFeedback(entry.id, reply);
    setReplying(null);
    setNotice(`Your reply to ${entry.user?.email ?? 'the user'} is in the e-mail outbox.`);
    await afterFeedbackChange(queryClient);
  };

  const unreadText = unreadOnly ? 'No unread feedback.' : 'No feedback yet.';
  return (
    <AdminScreen
      title="Feedback"
      description="What users sent from the Feedback link of a page. Replies go by e-mail, only to those who agreed to be contacted."
    >
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Type"
          data={typeOptions}
          value={type}
          onChange={(value) => setType(value as TypeFilter)}
        />
        <Switch
          label="Unread only"
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
        />
      </Group>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <ErrorAlert error={error} />
      <QueryState
        query={inbox}
        loading="Loading feedback"
        failure="The feedback could not be loaded."
      >
        {(rows) => (
          <AdminTable
            caption="Feedback"
            columns={feedbackColumns({
              busy,
              onMarkRead: (entry, read) => void markRead(entry, read),
              onReply: setReplying,
            })}
            rows={rows}
            rowKey={(entry) => entry.id}
            rowHeaders={false}
            pageSize={50}
            minWidth={900}
            emptyText={type === 'all' ? unreadText : `No ${unreadOnly ? 'unread ' : ''}${type}s.`}
          />
        )}
      </QueryState>
      <ReplyDialog entry={replying} onClose={() => setReplying(null)} onSend={sendReply} />
    </AdminScreen>
  );
}
