import {
  type AdminContentItem,
  type ContentInput,
  type ContentKind,
  type ContentStatus,
} from '@app/core/api/admin/content';
import { PRODUCT_NAMES } from '@app/core/domain/products';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterContentChange } from '../../../api/invalidations';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { NoticeAlert } from '../../../ui/notice-alert';
import { dateTime, dateTimeOr } from '../console/admin-dates';
import { AdminTable } from '../console/admin-table';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import {
  createContent,
  updateContent,
  useContentItems,
  withdrawContent,
} from './api/content-items';
import { ContentForm } from './content-form';
import { KIND_LABELS } from './content-form-state';

const STATUS_COLORS: Record<ContentStatus, string> = {
  scheduled: 'blue',
  published: 'teal',
  withdrawn: 'gray',
};
const STATUS_LABELS: Record<ContentStatus, string> = {
  scheduled: 'Scheduled',
  published: 'Published',
  withdrawn: 'Withdrawn',
};

const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

export const audienceLabel = (item: AdminContentItem) =>
  item.audience.type === 'organization'
    ? (item.audience.organizationName ?? 'One organization')
    : item.audience.type === 'product'
      ? `${PRODUCT_NAMES[item.audience.product]} holders`
      : 'Everyone';

type Editing = { item: AdminContentItem | null } | null;

/** One kind's items, newest first, with New, Edit and Withdraw. */
export function ContentList({ kind }: { kind: ContentKind }) {
  const labels = KIND_LABELS[kind];
  const queryClient = useQueryClient();
  const items = useContentItems(kind);
  const narrow = useMediaQuery('(max-width: 40em)');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const save = async (request: ContentInput) => {
    const item = editing?.item;
    const saved = item
      ? await updateContent(kind, item.id, request)
      : await createContent(kind, request);
    await afterContentChange(queryClient, kind);
    setEditing(null);
    setNotice(
      saved.status === 'scheduled'
        ? `The ${labels.one} is scheduled for ${dateTime(saved.publishAt)}.`
        : item
          ? `The ${labels.one} is saved.`
          : `The ${labels.one} is published.`,
    );
  };

  const withdraw = (item: AdminContentItem) =>
    confirmation.ask({
      title: `Withdraw this ${labels.one}?`,
      text: 'Users stop seeing it at once. It stays here, with its view count.',
      subject: item.title || plainText(item.content),
      confirmLabel: 'Withdraw',
      failure: `The ${labels.one} could not be withdrawn.`,
      run: async () => {
        await withdrawContent(kind, item.id);
        await afterContentChange(queryClient, kind);
        setNotice(`The ${labels.one} is withdrawn: users no longer see it.`);
      },
    });

  const columns: DataTableColumn<AdminContentItem>[] = [
    {
      key: 'content',
      header: kind === 'news' ? 'Title and content' : 'Content',
      value: (item) => `${item.title} ${plainText(item.content)}`.trim(),
      cell: (item) => (
        <Stack gap={2} maw={420}>
          {item.title && (
            <Text size="sm" fw={600}>
              {item.title}
            </Text>
          )}
          <Text size="sm" lineClamp={2}>
            {plainText(item.content)}
          </Text>
        </Stack>
      ),
    },
    { key: 'audience', header: 'For', value: audienceLabel },
    {
      key: 'publishAt',
      header: 'Publish',
      value: (item) => item.publishAt,
      cell: (item) => dateTime(item.publishAt),
    },
    {
      key: 'withdrawAt',
      header: 'Withdraw',
      value: (item) => item.withdrawAt ?? '',
      cell: (item) => dateTimeOr(item.withdrawAt, '—'),
    },
    {
      key: 'status',
      header: 'Status',
      value: (item) => STATUS_LABELS[item.status],
      // Room for the widest badge, so no status is cut to "PUBLI…".
      cellProps: () => ({ style: { minWidth: 120 } }),
      cell: (item) => (
        <Badge variant="light" color={STATUS_COLORS[item.status]} size="sm">
          {STATUS_LABELS[item.status]}
        </Badge>
      ),
    },
    {
      key: 'viewCount',
      header: 'Viewed by',
      align: 'right',
      value: (item) => item.viewCount,
      cellProps: (item) => ({ 'data-views': String(item.viewCount) }),
    },
    actionsColumn((item) => (
      <>
        <Button size="xs" variant="subtle" onClick={() => setEditing({ item })}>
          Edit
        </Button>
        {item.status !== 'withdrawn' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => withdraw(item)}>
            Withdraw
          </Button>
        )}
      </>
    )),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          &ldquo;Viewed by&rdquo; counts the users who have opened the list it appears in.
        </Text>
        <Button onClick={() => setEditing({ item: null })}>New {labels.one}</Button>
      </Group>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <QueryState query={items} loading={`Loading ${labels.plural.toLowerCase()}`}>
        {(rows) => (
          <AdminTable
            caption={labels.plural}
            columns={columns}
            rows={rows}
            rowKey={(item) => item.id}
            sortMode="none"
            pageSize={25}
            emptyText={`No ${labels.plural.toLowerCase()} yet.`}
            scrollable
            minWidth={860}
          />
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? `Edit ${labels.one}` : `New ${labels.one}`}
        size="xl"
        fullScreen={narrow}
      >
        {editing && (
          <ContentForm
            key={editing.item?.id ?? 'new'}
            kind={kind}
            item={editing.item}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog {...confirmation.dialogProps} />
    </Stack>
  );
}
