import type { AuditEntry } from '@app/core/api/admin/audit';
import { Stack, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { QueryState } from '../console/query-state';
import { useDebouncedSearch } from '../console/use-debounced-search';
import { useAuditLog } from './api/audit-log';
import { actionLabel, auditLines, wholeValueLabel } from './audit-change';

/** /Admin/audit: every admin change, who, when, what, before → after (issue 14, screen 11). */
export function AuditPage() {
  const search = useDebouncedSearch();
  const log = useAuditLog(search.words);
  return (
    <AdminScreen
      title="Audit log"
      description="Every change made in this console: who, when, what, and the value before and after."
    >
      <TextInput
        label="Search"
        description="Words in the action, what it was done to, the admin's e-mail, the reason or the values"
        placeholder="maintenance, promo, standard@example.com"
        {...search.inputProps}
        maw={480}
      />
      <QueryState query={log} loading="Loading the audit log">
        {(entries) => (
          <AdminTable
            caption="Audit log"
            columns={columns}
            rows={entries}
            rowKey={(entry) => entry.id}
            pageSize={50}
            emptyText={
              search.words ? `No change matches “${search.words}”.` : 'No admin change yet.'
            }
            scrollable
            minWidth={760}
          />
        )}
      </QueryState>
    </AdminScreen>
  );
}

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (entry) => dateTime(entry.at) },
  { key: 'actorEmail', header: 'Who' },
  {
    key: 'action',
    header: 'What',
    value: (entry) => actionLabel(entry.action),
    cell: (entry) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {actionLabel(entry.action)}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.target}
        </Text>
        {entry.reason && <Text size="xs">Reason: {entry.reason}</Text>}
      </Stack>
    ),
  },
  {
    key: 'change',
    header: 'Before → after',
    sortable: false,
    exported: false,
    cell: (entry) => <Change entry={entry} />,
  },
];

/** The fields that changed, one line each: "Field: before → after". */
function Change({ entry }: { entry: AuditEntry }) {
  const lines = auditLines(entry.before, entry.after, wholeValueLabel(entry.action));
  if (lines.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No change recorded
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map(({ field, from, to }) => (
        <Text size="xs" key={field}>
          <Text span inherit fw={600}>
            {field}:
          </Text>{' '}
          {from} → {to}
        </Text>
      ))}
    </Stack>
  );
}
