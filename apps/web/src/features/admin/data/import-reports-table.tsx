import type { ImportReportEntry } from '@app/core/api/admin/data';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime } from '../console/admin-dates';
import { ImportTable } from './import-table';

const columns: DataTableColumn<ImportReportEntry>[] = [
  { key: 'finishedAt', header: 'Finished', value: (e) => dateTime(e.finishedAt), align: 'left' },
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
];

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
  return (
    <ImportTable
      caption="Import history (the command line's imports too)"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      emptyText="No import has run yet."
      report={{
        isSelected: (e) => e.id === selectedId,
        onSelect,
        label: (e) => `Report ${e.id}`,
      }}
    />
  );
}
