import type { SyncSourceStatus } from '@app/core/api/admin/data-sync';
import { Button, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTimeOr, reportDay } from '../console/admin-dates';

/** Each agency's source: when it was checked, what is held, when the schedule runs next. */
export function SyncSourcesTable({
  sources,
  busy,
  onSyncNow,
}: {
  sources: readonly SyncSourceStatus[];
  busy: boolean;
  onSyncNow: (source: SyncSourceStatus) => void;
}) {
  const columns: DataTableColumn<SyncSourceStatus>[] = [
    { key: 'title', header: 'Source', align: 'left' },
    {
      key: 'lastCheck',
      header: 'Last check',
      align: 'left',
      value: (s) => dateTimeOr(s.lastCheck, 'Never'),
    },
    {
      key: 'newestHeld',
      header: 'Newest quarter held',
      align: 'left',
      value: (s) => (s.newestHeld ? reportDay(s.newestHeld) : 'None'),
    },
    {
      key: 'nextRun',
      header: 'Next run',
      align: 'left',
      value: (s) => (s.scheduled ? dateTimeOr(s.nextRun, 'Under way now') : 'Not scheduled'),
    },
    {
      key: 'failure',
      header: 'Last failure',
      align: 'left',
      sortable: false,
      cell: (s) =>
        s.failure ? (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {s.failure}
          </Text>
        ) : (
          <Text size="sm">None</Text>
        ),
    },
    {
      key: 'syncNow',
      header: 'Sync',
      align: 'left',
      sortable: false,
      exported: false,
      cell: (s) => (
        <Button
          size="xs"
          variant="light"
          disabled={busy}
          onClick={() => onSyncNow(s)}
          aria-label={`Sync ${s.title} now`}
        >
          Sync now
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Sources"
      showCaption
      columns={columns}
      rows={sources}
      rowKey={(s) => s.source}
      sortMode="none"
    />
  );
}
