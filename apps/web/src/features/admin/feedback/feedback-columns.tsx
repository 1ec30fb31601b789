import type { FeedbackEntry } from '@app/core/api/admin/mail';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { dateTime } from '../console/admin-dates';
import { StatusText } from '../console/status-text';
import { pagePath } from './page-path';

export type FeedbackActions = {
  /** The entry whose change is on its way: its buttons wait. */
  busy: string | null;
  onMarkRead: (entry: FeedbackEntry, read: boolean) => void;
  onReply: (entry: FeedbackEntry) => void;
};

const senderName = (entry: FeedbackEntry) =>
  entry.user ? `${entry.user.firstName} ${entry.user.lastName}` : 'Deleted user';

/** Received, Type, Feedback (with its page), From, Contact and the actions. */
export function feedbackColumns({
  busy,
  onMarkRead,
  onReply,
}: FeedbackActions): DataTableColumn<FeedbackEntry>[] {
  return [
    {
      key: 'createdAt',
      header: 'Received',
      cell: (entry) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={entry.readAt ? 400 : 700}>
            {dateTime(entry.createdAt)}
          </Text>
          {entry.readAt ? null : (
            <Badge size="xs" color="blue" variant="filled">
              Unread
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      cell: (entry) => (
        <StatusText color={entry.type === 'Problem' ? 'red.8' : 'teal.8'}>{entry.type}</StatusText>
      ),
    },
    {
      key: 'content',
      header: 'Feedback',
      cell: (entry) => (
        <Stack gap={4} maw={420}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.content}
          </Text>
          <Text size="xs" c="dimmed">
            Page:{' '}
            <Anchor href={entry.pageName} target="_blank" rel="noreferrer" size="xs">
              {pagePath(entry.pageName)}
            </Anchor>
          </Text>
        </Stack>
      ),
    },
    {
      key: 'from',
      header: 'From',
      value: (entry) => entry.user?.email ?? null,
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{senderName(entry)}</Text>
          {entry.user && (
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {entry.user.email}
            </Text>
          )}
          {entry.organization && (
            <Text size="xs" c="dimmed">
              {entry.organization.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      value: (entry) => (entry.contact ? 'Yes' : 'No'),
      cell: (entry) => (
        <TwoLineCell under={entry.repliedAt && `Replied ${dateTime(entry.repliedAt)}`}>
          {entry.contact ? 'Agreed' : 'Not agreed'}
        </TwoLineCell>
      ),
    },
    actionsColumn((entry) => (
      <>
        <Button
          size="compact-sm"
          variant="light"
          loading={busy === entry.id}
          onClick={() => onMarkRead(entry, !entry.readAt)}
          aria-label={`${entry.readAt ? 'Mark unread' : 'Mark read'}: feedback from ${senderName(entry)}`}
        >
          {entry.readAt ? 'Mark Unread' : 'Mark Read'}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!entry.contact || !entry.user}
          title={entry.contact ? undefined : 'They did not agree to be contacted'}
          onClick={() => onReply(entry)}
          aria-label={`Reply to ${senderName(entry)}`}
        >
          Reply
        </Button>
      </>
    )),
  ];
}
