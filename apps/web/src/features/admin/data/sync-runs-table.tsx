import type { SyncRun } from '@app/core/api/admin/data-sync';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime, dateTimeOr } from '../console/admin-dates';
import { StatusText } from '../console/status-text';
import { ImportTable } from './import-table';

const STATE_COLORS: Record<SyncRun['state'], string> = {
  queued: 'gray.7',
  running: 'blue.8',
  succeeded: 'teal.8',
  skipped: 'gray.7',
  failed: 'red.8',
};

const columns: DataTableColumn<SyncRun>[] = [
  { key: 'createdAt', header: 'Queued', value: (r) => dateTime(r.createdAt), align: 'left' },
  { key: 'source', header: 'Source', align: 'left' },
  {
    key: 'trigger',
    header: 'Started by',
    align: 'left',
    value: (r) =>
      r.trigger === 'schedule'
        ? 'Schedule'
        : r.trigger === 'command line'
          ? 'Command line'
          : `Sync now (${r.requestedBy ?? ''})`,
  },
  {
    key: 'state',
    header: 'State',
    align: 'left',
    cell: (r) => <StatusText color={STATE_COLORS[r.state]}>{r.state}</StatusText>,
  },
  {
    key: 'finishedAt',
    header: 'Finished',
    align: 'left',
    value: (r) => dateTimeOr(r.finishedAt, r.phase ?? 'Waiting for the run before it'),
  },
];

/** The sync's runs, newest first; each ended run has its report. */
export function SyncRunsTable({
  runs,
  selectedId,
  onSelect,
}: {
  runs: readonly SyncRun[];
  selectedId: string | null;
  onSelect: (run: SyncRun) => void;
}) {
  return (
    <ImportTable
      caption="Sync runs"
      columns={columns}
      rows={runs}
      rowKey={(r) => r.id}
      emptyText="No sync has run yet."
      report={{
        isSelected: (r) => r.id === selectedId,
        onSelect,
        label: (r) => `Report of the ${r.source} sync of ${dateTime(r.createdAt)}`,
        hasReport: (r) => r.finishedAt !== null,
      }}
    />
  );
}
