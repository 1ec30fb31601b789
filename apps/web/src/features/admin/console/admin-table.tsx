import { Paper } from '@mantine/core';
import { DataTable, type DataTableProps } from '../../../ui/data-table/data-table';

/**
 * A screen's main list: a DataTable on a white card, with room between rows and the row under
 * the pointer lit, so every console list reads alike. Striped where rows are few and wide.
 */
export function AdminTable<Row>({
  striped = false,
  ...table
}: Omit<DataTableProps<Row>, 'tableProps'> & { striped?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <DataTable
        {...table}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true, striped }}
      />
    </Paper>
  );
}
