import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { SummaryRowTitle } from './summary-row-title';
import classes from './summary-table.module.css';

type SummaryTableRowProps = {
  row: { metricId: string; rowTitle: string; rowInformation: string; level: number };
  buttonId: string;
  drawerId: string;
  open: boolean;
  onToggle: () => void;
  /** The row's figure cells, after its title. */
  children: ReactNode;
};

/** A row of either quarterly summary: clicking it (or its title) opens the row's drawer. */
export function SummaryTableRow({
  row,
  buttonId,
  drawerId,
  open,
  onToggle,
  children,
}: SummaryTableRowProps) {
  return (
    <Table.Tr
      className={classes.row}
      data-selected={open || undefined}
      data-metric-id={row.metricId}
      onClick={onToggle}
    >
      <Table.Td>
        <SummaryRowTitle
          id={buttonId}
          title={row.rowTitle}
          information={row.rowInformation}
          level={row.level}
          open={open}
          drawerId={drawerId}
          onToggle={onToggle}
        />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
