import type { OwnComparison } from '@app/core/api/own-comparison';
import { formatNumber } from '@app/core/format/format-metric-value';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import type { ChartOption } from '../../../ui/charts/chart-option';
import { CHART_PALETTE, INSTITUTION_COLOR, PEER_COLOR } from '../../../ui/charts/chart-palette';
import { EChart } from '../../../ui/charts/e-chart';
import type { ExportTable } from '../../../ui/export/export-table';
import { usePageContext } from '../../../product/renderer/page-context';
import { quarterLabel } from '../beta-suite/beta-format';

const HEIGHT = 300;

/** One drawn line: its legend name and its value at each of the comparison's dates. */
export interface ComparisonLine {
  name: string;
  values: (number | null)[];
}

/**
 * A balance in the own file's units cannot be set beside the call report's dollars, nor one
 * product beside a whole balance sheet: each balance line is drawn as an index, 100 at its first
 * quarter with a value, so the chart compares how the balances grew and ran off.
 */
function indexed(values: readonly (number | null)[]): (number | null)[] {
  const first = values.find((v): v is number => v !== null && v !== 0);
  return values.map((v) => (v === null || first === undefined ? null : (v / first) * 100));
}

/** The lines the chart draws, in legend order: own data, the call report, the peers' median. */
export function comparisonLines(comparison: OwnComparison): ComparisonLine[] {
  const scale = comparison.measure === 'Balance' ? indexed : (v: (number | null)[]) => v;
  return [
    { name: comparison.own.label, values: scale(comparison.own.values) },
    { name: comparison.callReport.label, values: scale(comparison.callReport.values) },
    ...(comparison.peerMedian
      ? [{ name: comparison.peerMedian.label, values: scale(comparison.peerMedian.values) }]
      : []),
  ];
}

/** The axis: a balance is an index (first quarter = 100). */
export const comparisonAxis = (comparison: OwnComparison) =>
  comparison.measure === 'Balance' ? 'Balance (first quarter = 100)' : comparison.measure;

const COLORS = [INSTITUTION_COLOR, CHART_PALETTE[2], PEER_COLOR];

export function comparisonOption(comparison: OwnComparison): ChartOption {
  const lines = comparisonLines(comparison);
  return {
    grid: { left: 56, right: 16, top: 48, bottom: 40, containLabel: true },
    legend: { top: 0, data: lines.map((l) => l.name) },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: comparison.dates.map(quarterLabel) },
    yAxis: {
      type: 'value',
      name: comparisonAxis(comparison),
      nameTextStyle: { align: 'left' },
      scale: true,
    },
    series: lines.map((line, i) => ({
      type: 'line' as const,
      name: line.name,
      color: COLORS[i],
      ...(i === 2 ? { lineStyle: { type: 'dashed' as const } } : {}),
      data: line.values,
      connectNulls: false,
    })),
  };
}

/** The chart's numbers as drawn: a column per line. */
export function comparisonTable(comparison: OwnComparison): ExportTable {
  const lines = comparisonLines(comparison);
  const format = (value: number) => formatNumber(value, 2);
  return {
    columns: [
      { key: 'quarter', header: 'Quarter' },
      ...lines.map((line, i) => ({ key: `line${i}`, header: line.name, format })),
    ],
    rows: comparison.dates.map((date, d) => ({
      quarter: quarterLabel(date),
      ...Object.fromEntries(lines.map((line, i) => [`line${i}`, line.values[d] ?? null])),
    })),
  };
}

/**
 * With own data chosen (issue 29): the own line beside the institution's call-report line and
 * the peer group's median of it, as the API answers them (`comparison`), and why the median is
 * missing when it is.
 */
export function OwnComparisonChart({ comparison }: { comparison: OwnComparison }) {
  const { print } = usePageContext();
  const option = useMemo(() => comparisonOption(comparison), [comparison]);
  const table = useMemo(() => comparisonTable(comparison), [comparison]);
  const group = comparison.peerMedian?.groupName;
  const title = `${comparison.measure === 'Balance' ? 'Balance' : 'Deposit cost'}: own data, call report${group ? ` and ${group}` : ''}`;
  const hasData = comparisonLines(comparison).some((l) => l.values.some((v) => v !== null));
  return (
    <Stack gap={4} data-testid="own-comparison">
      <ChartFrame title={title} height={HEIGHT} isLoading={false} hasData={hasData} table={table}>
        <EChart
          option={option}
          height={HEIGHT}
          label={`${title}: line chart of ${comparisonLines(comparison)
            .map((l) => l.name)
            .join(', ')}`}
          renderer={print ? 'svg' : 'canvas'}
        />
      </ChartFrame>
      <Text size="xs" c="dimmed">
        Call report: {comparison.callReport.metricTitle}.{' '}
        {comparison.peerMedian
          ? `${comparison.peerMedian.label}: the median of ${comparison.peerMedian.groupName}'s members, your institution left out.`
          : comparison.peerMedianReason}
      </Text>
    </Stack>
  );
}
