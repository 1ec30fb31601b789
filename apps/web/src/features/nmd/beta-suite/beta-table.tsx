import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableRowProps } from '../../../ui/data-table/data-table-column';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';

/**
 * The Beta Suite's tables are DataTables in the room's look: bordered, at Mantine's usual row
 * height (7 px above and below; the DataTable's own is tighter), row names in bold. They are
 * neither sorted (their rows read in their own order: quarters, lags, caps) nor exported here:
 * the ALCO pack and the charts' data tables export these figures.
 */
const ROOM_LOOK = { withTableBorder: true, verticalSpacing: 7 } as const;

/** The first column names the row: bold, as a row header is. */
function withBoldRowNames<Row>(columns: readonly DataTableColumn<Row>[]) {
  return columns.map((column, index) =>
    index === 0
      ? { ...column, cellProps: (row: Row) => ({ fw: 700, ...column.cellProps?.(row) }) }
      : column,
  );
}

/** A table of figures by row, striped: its name, its caption above it, sideways scroll. */
export function BetaTable<Row>({
  name,
  caption,
  columns,
  rows,
  minWidth,
  rowProps,
}: {
  /** The table's accessible name. */
  name: string;
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  rowProps?: (row: Row) => DataTableRowProps;
}) {
  // Mantine's scroll area rather than the DataTable's own scroll region: that region would be
  // named as the table is, beside the chart of the same name (the Cycle beta path's).
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <DataTable
        caption={name}
        visibleCaption={caption}
        columns={withBoldRowNames(columns)}
        rows={rows}
        sortMode="none"
        exportable={false}
        scrollable={false}
        rowProps={rowProps}
        tableProps={{ ...ROOM_LOOK, striped: true }}
      />
    </Table.ScrollContainer>
  );
}

export type Figure = { label: ReactNode; value: ReactNode };

const FIGURE_COLUMNS: readonly DataTableColumn<Figure>[] = withBoldRowNames([
  { key: 'label', header: 'Figure', cell: (figure) => figure.label },
  { key: 'value', header: 'Value', cell: (figure) => figure.value },
]);

/**
 * A few named figures, one a row (the cycle beta and the changes it relates, the back-test's
 * errors): no column headers, no scroll; a caption above it when given.
 */
export function BetaFigures({
  name,
  caption,
  figures,
  maxWidth,
}: {
  name: string;
  caption?: ReactNode;
  figures: readonly Figure[];
  maxWidth: number;
}) {
  return (
    <DataTable
      caption={name}
      visibleCaption={caption}
      columnHeaders={false}
      columns={FIGURE_COLUMNS}
      rows={figures}
      sortMode="none"
      exportable={false}
      scrollable={false}
      tableProps={{ ...ROOM_LOOK, style: { maxWidth } }}
    />
  );
}
