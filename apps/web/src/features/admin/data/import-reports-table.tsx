import type { ImportReportEntry } from '@app/core/api/admin/data';
import { Button } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { when } from './import-runs-table';

/** Every import's report, the command line's included, newest first. */
export function ImportReportsTable({
  entries,
  selectedId,
  onSelect,
}: {
  entries: readonly ImportReportEntry[];
  selectedId: number | null;
  onSelect: (entry: ImportReportEntry) => void;
}) {
  const columns: DataTableColumn<ImportReportEntry>[] = [
    { key: 'finishedAt', header: 'Finished', value: (e) => when(e.finishedAt), align: 'left' },
    { key: 'source', header: 'Source', value: (e) => e.report.source, align: 'left' },
    {
      key: 'reportDate',
      header: 'Quarter',
      value: (e) => e.report.reportDate ?? '',
      align: 'left',
    },
    { key: 'status', header: 'Status', value: (e) => e.report.status, align: 'left' },
    { key: 'rowsRead', header: 'Rows read', value: (e) => e.report.rowsRead },
    { key: 'skipped', header: 'Rows skipped', value: (e) => e.report.skipped.length },
    {
      key: 'open',
      header: 'Report',
      align: 'left',
      sortable: false,
      exported: false,
      cell: (e) => (
        <Button
          size="xs"
          variant={e.id === selectedId ? 'filled' : 'light'}
          onClick={() => onSelect(e)}
          aria-label={`Report ${e.id}`}
        >
          Report
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Import history (the command line's imports too)"
      showCaption
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      sortMode="none"
      pageSize={10}
      emptyText="No import has run yet."
    />
  );
}
