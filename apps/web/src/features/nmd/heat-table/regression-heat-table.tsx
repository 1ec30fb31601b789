import type { Statistical } from '@app/core/api/metrics';
import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';
import { Alert, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { sortRows, type SortState } from '../../../ui/data-table/sort-rows';
import { ExportMenu } from '../../../ui/export/export-menu';
import type { ExportTable } from '../../../ui/export/export-table';
import { defaultMetricId } from '../../../ui/pickers/picker-defaults';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useStatistical } from '../../../api/metrics/get-statistical';
import { useRegressionMetrics } from '../api/get-regression-metrics';
import { RegressionMetricPicker } from '../regression/regression-metric-picker';
import { heatTableColor, heatTableTextColor } from './heat-table-color';
import { HeatTableScale } from './heat-table-scale';

/** spec 2 section 2.8: 20 rows per page. */
export const HEAT_TABLE_PAGE_SIZE = 20;
const DEFAULT_SORT: SortState = { key: 'rSquared', direction: 'desc' };
const metricStorageKey = (type: string) => `regression-heat-table-metricId-${type}`;
const SORT_STORAGE_KEY = 'regression-heat-table-sort';

type HeatRow = {
  rateName: string;
  lagMonths: number;
  rSquared: number | null;
  beta: number | null;
};

const COLUMNS = [
  { key: 'rateName', header: 'Rate' },
  { key: 'lagMonths', header: 'Lag' },
  { key: 'rSquared', header: 'R2', displayType: 'DEC' as const },
  { key: 'beta', header: 'Beta', displayType: 'DEC' as const },
] as const;

function lagLabel(months: number): string {
  return months === 0 ? '0 Lag' : `${months}-mo Lag`;
}

/** The browser session keeps the heat table's metric and sort (spec 2 section 2.8). */
function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for the page only.
  }
}

function readSort(): SortState {
  const raw = readStored(SORT_STORAGE_KEY);
  if (!raw) return DEFAULT_SORT;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'key' in parsed &&
      'direction' in parsed &&
      COLUMNS.some((c) => c.key === parsed.key) &&
      (parsed.direction === 'asc' || parsed.direction === 'desc')
    ) {
      return { key: String(parsed.key), direction: parsed.direction };
    }
  } catch {
    // A damaged value falls back to the default sort.
  }
  return DEFAULT_SORT;
}

/** The four columns; the R2 cell is coloured across the table's minimum to maximum. */
function heatColumns(min: number, max: number): DataTableColumn<HeatRow>[] {
  return [
    { key: 'rateName', header: 'Rate', value: (row) => row.rateName },
    {
      key: 'lagMonths',
      header: 'Lag',
      value: (row) => row.lagMonths,
      cell: (row) => lagLabel(row.lagMonths),
    },
    {
      key: 'rSquared',
      header: 'R2',
      align: 'right',
      value: (row) => row.rSquared,
      cell: (row) => formatRegressionStatistic(row.rSquared),
      cellProps: (row) => {
        const background = heatTableColor(row.rSquared, min, max);
        return {
          'data-heat': background ?? undefined,
          style: background
            ? { background, color: heatTableTextColor(background), fontWeight: 600 }
            : undefined,
        };
      },
    },
    {
      key: 'beta',
      header: 'Beta',
      align: 'right',
      value: (row) => row.beta,
      cell: (row) => formatRegressionStatistic(row.beta),
    },
  ];
}

function toRows(stats: readonly Statistical[]): HeatRow[] {
  return stats.map((s) => ({
    rateName: s.rateName,
    lagMonths: s.lagMonths,
    // spec 2 section 4: no statistics under 3 quarters.
    rSquared: s.points < 3 ? null : s.rSquared,
    beta: s.points < 3 ? null : s.beta,
  }));
}

/**
 * The regression heat table (spec 2 sections 2.8 and 9): a searchable, category-grouped Metric
 * selector and the server's fits of that metric against each regression rate at lags 0, 3 and 6
 * months as Rate, Lag, R2 and Beta, sortable (R2 descending at first), 20 rows per page, the R2
 * cell coloured from #bb3a67 through #e7ca74 to #2b821d across the table's minimum to maximum.
 */
export function RegressionHeatTable(_props: PageComponentProps) {
  const { institution, institutionType, dateRange, paywalled, print } = usePageContext();
  const iid = institution?.iid ?? null;
  const enabled = !paywalled;
  const metrics = useRegressionMetrics(institutionType, enabled);
  const [chosenMetric, setChosenMetric] = useState<string | null>(() =>
    readStored(metricStorageKey(institutionType)),
  );
  const metricId = metrics.data ? defaultMetricId(metrics.data, chosenMetric, null) : null;
  const metric = metrics.data?.find((m) => m.metricId === metricId) ?? null;
  const [sort, setSort] = useState<SortState>(readSort);
  // Page state: the print window shows the page of rows that was on screen (spec 2.13).
  const [page, setPage] = usePageState<number>('heat-table-page', 1);
  const statistics = useStatistical(iid, metricId, dateRange, enabled, 'non-maturity-deposits');

  const rows = useMemo(() => toRows(statistics.data ?? []), [statistics.data]);
  const known = rows.flatMap((r) => (r.rSquared === null ? [] : [r.rSquared]));
  const min = known.length ? Math.min(...known) : 0;
  const max = known.length ? Math.max(...known) : 0;
  const columns = useMemo(() => heatColumns(min, max), [min, max]);
  // The export is the table as shown: its rows in its order, the lag as its label.
  const exportTable: ExportTable = useMemo(
    () => ({
      columns: COLUMNS,
      rows: sortRows(rows, sort, (row, key) => row[key as keyof HeatRow]).map((r) => ({
        ...r,
        lagMonths: lagLabel(r.lagMonths),
      })),
    }),
    [rows, sort],
  );
  const caption = metric ? `${metric.metricTitle}: regression heat table` : 'Regression heat table';

  if (paywalled) {
    return (
      <Stack
        gap="sm"
        role="group"
        aria-label="Heat table (locked)"
        data-component="RegressionHeatTable"
      >
        <Skeleton height={36} width={320} animate={false} />
        <Skeleton height={300} animate={false} />
      </Stack>
    );
  }

  const changeSort = (next: SortState) => {
    setSort(next);
    writeStored(SORT_STORAGE_KEY, JSON.stringify(next));
  };

  return (
    <Stack gap="sm" data-component="RegressionHeatTable">
      <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
        <div style={{ width: 440, maxWidth: '100%' }}>
          <RegressionMetricPicker
            pickerId="regression-heat-table-metric"
            metrics={metrics.data}
            selectedId={metricId}
            disabled={print}
            onSelect={(id) => {
              setChosenMetric(id);
              setPage(1);
              writeStored(metricStorageKey(institutionType), id);
            }}
          />
        </div>
        {rows.length > 0 && <ExportMenu table={exportTable} title={caption} />}
      </Group>
      <Alert variant="light" color="gray" title="Reading the heat table">
        Each row is a least-squares fit of the metric against a market rate over the selected dates,
        the rate taken in the same quarter (0 Lag) or 3 or 6 months earlier. R2 (0 to 1) is the
        share of the metric’s variability explained by the rate; Beta is the change in the metric
        for a 1 percent rise in the rate. R2 cells run from red (this table’s lowest R2) through
        yellow to green (its highest); the scale under the table gives their values.
      </Alert>
      <Paper withBorder radius="md">
        {statistics.isPending && metricId !== null ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading heat table" />
          </Group>
        ) : statistics.isError ? (
          <Alert color="red" variant="light" title="Could not load the heat table" />
        ) : (
          <DataTable
            caption={caption}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.rateName}-${row.lagMonths}`}
            sort={sort}
            onSortChange={changeSort}
            pageSize={HEAT_TABLE_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            rowHeaders={false}
            emptyText="No Data Available"
            exportable={false}
            scrollable={false}
          />
        )}
      </Paper>
      {rows.length > 0 && (
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          {known.length > 0 ? <HeatTableScale min={min} max={max} /> : <span />}
          <Text size="xs" c="dimmed">
            {rows.length} fits
          </Text>
        </Group>
      )}
    </Stack>
  );
}
