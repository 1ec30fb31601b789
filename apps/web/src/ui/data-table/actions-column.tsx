import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-column';

/**
 * A row's buttons, kept to the right and on one line. The header is empty to the eye but named
 * for screen readers; the column is neither sorted nor exported, as it holds no data.
 */
export function actionsColumn<Row>(buttons: (row: Row) => ReactNode): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    headerContent: '',
    headerProps: { 'aria-label': 'Actions' },
    exported: false,
    sortable: false,
    cell: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {buttons(row)}
      </Group>
    ),
  };
}
