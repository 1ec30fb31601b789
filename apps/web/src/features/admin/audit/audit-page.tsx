import type { AuditEntry } from '@app/core/api/admin/audit';
import { Code, Stack, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { QueryState } from '../console/query-state';
import { useDebouncedSearch } from '../console/use-debounced-search';
import { useAuditLog } from './api/audit-log';

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
    cell: (entry) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {entry.action}
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
    cell: (entry) => <Change before={entry.before} after={entry.after} />,
  },
];

/** The fields that changed, before → after; a created or removed thing shows its one side. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const lines = changedFields(before, after);
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
          <Code>{field}</Code> {from} → {to}
        </Text>
      ))}
    </Stack>
  );
}

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function changedFields(before: unknown, after: unknown) {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  // A thing created (nothing before) or removed (nothing after) shows each of its fields.
  const from = before === null && isObject(after) ? {} : before;
  const to = after === null && isObject(before) ? {} : after;
  if (!isObject(from) || !isObject(to)) {
    return JSON.stringify(from) === JSON.stringify(to)
      ? []
      : [{ field: 'value', from: shown(from ?? undefined), to: shown(to ?? undefined) }];
  }
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, from: shown(from[field]), to: shown(to[field]) }));
}
