import type { ScoreMeasures, ValueNote } from '@app/core/api/metrics';
import { asLine, measuresText } from '@app/core/format/score-measures';
import { Text } from '@mantine/core';
import type { DisplayType } from '@app/core/domain/display-type';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table/data-table';
import { MetricValue } from '../../../../ui/values/metric-value';
import type { RowDrawer } from '../utils/use-row-drawer';
import { SummaryRowTitle } from './summary-row-title';
import classes from './summary-table.module.css';

/** The fields of a summary row that title it and place it in its section (spec 3). */
export interface SummaryTitleRow {
  metricId: string;
  sectionTitle: string;
  rowTitle: string;
  rowInformation: string;
  level: number;
}

/**
 * The institution's own value: the first figure column of either summary. A score row also
 * says how many of its area's measures the score rests on (issue 23).
 */
export function institutionValueColumn<
  Row extends {
    institutionValue: number | null;
    displayType: DisplayType;
    institutionValueNote?: ValueNote | null;
    institutionMeasures?: ScoreMeasures | null;
  },
>(): DataTableColumn<Row> {
  return {
    key: 'value',
    header: 'Value',
    align: 'right',
    cellProps: () => ({ 'data-column': 'value' }),
    cell: (row) => (
      <>
        <MetricValue
          value={row.institutionValue}
          displayType={row.displayType}
          note={row.institutionValueNote}
        />
        {row.institutionMeasures && (
          <Text component="span" display="block" size="xs" c="dimmed" data-testid="score-measures">
            {asLine(measuresText(row.institutionMeasures))}
          </Text>
        )}
      </>
    ),
  };
}

type SummaryTableProps<Row extends SummaryTitleRow> = {
  caption: string;
  /** The figure columns, after the Metric column. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  drawer: RowDrawer;
  rowButtonId: (metricId: string) => string;
  drawerId: string;
  minWidth: number;
};

/**
 * Either quarterly summary (spec 2 sections 2.5 and 2.6): rows under their section rows, in the
 * API's order; clicking a row (or its title button) opens the row's drawer.
 */
export function SummaryTable<Row extends SummaryTitleRow>({
  caption,
  columns,
  rows,
  drawer,
  rowButtonId,
  drawerId,
  minWidth,
}: SummaryTableProps<Row>) {
  const { openMetricId, toggle } = drawer;
  const allColumns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        key: 'metric',
        header: 'Metric',
        value: (row) => row.rowTitle,
        cell: (row) => (
          <SummaryRowTitle
            id={rowButtonId(row.metricId)}
            title={row.rowTitle}
            information={row.rowInformation}
            level={row.level}
            open={openMetricId === row.metricId}
            drawerId={drawerId}
            onToggle={() => toggle(row.metricId)}
          />
        ),
      },
      ...columns,
    ],
    [columns, rowButtonId, openMetricId, drawerId, toggle],
  );
  return (
    <DataTable
      caption={caption}
      columns={allColumns}
      rows={rows}
      rowKey={(row) => row.metricId}
      sortMode="none"
      section={(row) => row.sectionTitle}
      sectionClassName={classes.sectionRow}
      rowHeaders={false}
      exportable={false}
      minWidth={minWidth}
      stickyFirstColumn
      tableProps={{ className: classes.table, verticalSpacing: 4, highlightOnHover: true }}
      rowProps={(row) => ({
        className: classes.row,
        'data-selected': openMetricId === row.metricId || undefined,
        'data-metric-id': row.metricId,
        onClick: () => toggle(row.metricId),
      })}
    />
  );
}
