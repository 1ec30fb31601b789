import { Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { cellContent, type DataTableColumn } from './data-table/data-table-column';

/** Below Mantine's sm breakpoint (a phone): a wide list reads better as cards than as a table. */
const PHONE = '(max-width: 48em)';

export function usePhoneWidth(): boolean {
  return useMediaQuery(PHONE) ?? false;
}

/**
 * A table's rows as cards, one under another, every field under its column's header: how a
 * list of many columns reads on a phone, where a table cuts words mid-word or hides columns
 * past the edge with no cue (issue 23). The columns are the table's own, so both say the same.
 * An actions column (its header hidden in the table) gives its buttons without a label.
 */
export function RowCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText?: ReactNode;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText ?? 'No data available'}
      </Text>
    );
  return (
    <Stack component="ul" aria-label={caption} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" bg="white">
          <Box component="dl" m={0} style={{ display: 'grid', gap: 6 }}>
            {columns.map((column) => {
              const content = cellContent(column, row);
              const unlabelled = column.headerContent === '';
              return (
                <div key={column.key} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {unlabelled ? (
                    <VisuallyHidden component="dt">{column.header}</VisuallyHidden>
                  ) : (
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                  )}
                  <Box component="dd" m={0} fz="sm">
                    {content}
                  </Box>
                </div>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
