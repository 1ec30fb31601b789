import { Button } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';

/** How a row offers its report, which the screen shows under the tables. */
export type ReportChoice<Row> = {
  /** The row whose report is shown: its button is filled. */
  isSelected: (row: Row) => boolean;
  onSelect: (row: Row) => void;
  /** The button's accessible name: every row's button reads "Report". */
  label: (row: Row) => string;
  /** A run under way has no report yet. */
  hasReport?: (row: Row) => boolean;
};

/**
 * The Data screen's two lists of imports (started here, and the whole history) read alike:
 * captioned, in the server's order (newest first), ten to a page, each row with its Report.
 */
export function ImportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  report: { isSelected, onSelect, label, hasReport = () => true },
}: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  report: ReportChoice<Row>;
}) {
  const reportColumn: DataTableColumn<Row> = {
    key: 'report',
    header: 'Report',
    align: 'left',
    sortable: false,
    exported: false,
    cell: (row) =>
      hasReport(row) ? (
        <Button
          size="xs"
          variant={isSelected(row) ? 'filled' : 'light'}
          onClick={() => onSelect(row)}
          aria-label={label(row)}
        >
          Report
        </Button>
      ) : null,
  };
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={[...columns, reportColumn]}
      rows={rows}
      rowKey={rowKey}
      sortMode="none"
      pageSize={10}
      emptyText={emptyText}
    />
  );
}
