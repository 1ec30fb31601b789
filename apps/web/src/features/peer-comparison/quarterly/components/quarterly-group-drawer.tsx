import type { SummaryRow } from '@app/core/api/metrics';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { buildPercentileOptions } from '../../../../ui/charts/build-percentile-options';
import { buildRankBarOptions, rankBarTable } from '../../../../ui/charts/build-rank-bar-options';
import { ChartFrame } from '../../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../../ui/charts/chart-heights';
import type { TimeSeriesData } from '../../../../ui/charts/chart-series';
import { EChart } from '../../../../ui/charts/e-chart';
import type { PeerGroup } from '../../../../selection/peer-rules';
import { useAggregateRanks } from '../api/get-aggregate-ranks';
import { useMetricSeries } from '../../../../api/metrics/get-metric-series';
import { usePercentileSeries } from '../api/get-percentile-series';
import { ComparisonTrendChart, lineWithLegend } from './comparison-trend-chart';
import { SummaryDrawer } from './summary-drawer';

type QuarterlyGroupDrawerProps = {
  id: string;
  row: SummaryRow;
  iid: number;
  date: string;
  group: PeerGroup;
  members: readonly number[] | null;
  onClose: () => void;
};

/**
 * The group summary's drawer (spec 2 section 2.5): the row's quarterly trend against the group
 * average (150), the institution's percentile rank in the group (150) and the rank bar chart
 * (180, 'Showing N of M institutions'), over the 5 years up to the page's date (section 9).
 */
export function QuarterlyGroupDrawer({
  id,
  row,
  iid,
  date,
  group,
  members,
  onClose,
}: QuarterlyGroupDrawerProps) {
  return (
    <SummaryDrawer
      id={id}
      title={row.rowTitle}
      subtitle={`${group.name}, as of ${formatMonthYear(date)}`}
      onClose={onClose}
      columns={3}
    >
      <QuarterlyTrendChart row={row} iid={iid} date={date} group={group} members={members} />
      <PercentileTrendChart row={row} iid={iid} date={date} group={group} members={members} />
      <RankChart row={row} iid={iid} date={date} group={group} members={members} />
    </SummaryDrawer>
  );
}

/** The line of 'Showing N of M institutions' above the rank chart. */
const CAPTION_HEIGHT = 18;

type ChartProps = Omit<QuarterlyGroupDrawerProps, 'id' | 'onClose'>;

const percentileTrend = (data: TimeSeriesData) =>
  buildPercentileOptions(data, { variant: 'trend' });

function QuarterlyTrendChart({ row, iid, date, group, members }: ChartProps) {
  const series = useMetricSeries(iid, row.metricId, { kind: 'group', id: group.groupId, members });
  return (
    <ComparisonTrendChart
      title="Quarterly Trend"
      rowTitle={row.rowTitle}
      date={date}
      displayType={row.displayType}
      height={CHART_HEIGHTS.quarterly}
      series={series}
      build={lineWithLegend}
    />
  );
}

function PercentileTrendChart({ row, iid, date, group, members }: ChartProps) {
  const series = usePercentileSeries({
    iid,
    metricId: row.metricId,
    groupId: group.groupId,
    groupType: group.groupType,
    members,
  });
  return (
    <ComparisonTrendChart
      title="Percentile Rank Trend"
      rowTitle={row.rowTitle}
      date={date}
      displayType="PCT2"
      height={CHART_HEIGHTS.percentileTrend}
      series={series}
      build={percentileTrend}
    />
  );
}

function RankChart({ row, iid, date, group, members }: ChartProps) {
  // The same member filter as the row: the chart must rank among the same institutions.
  const ranks = useAggregateRanks({
    iid,
    metricId: row.metricId,
    date,
    groupId: group.groupId,
    members,
  });
  const data = useMemo(
    () =>
      ranks.data
        ? {
            ranks: ranks.data.ranks,
            institutionsReporting: ranks.data.institutionsReporting,
            displayType: row.displayType,
          }
        : null,
    [ranks.data, row.displayType],
  );
  // The caption is shown as page text (readable, and the same words as the API's label), so the
  // chart's own title is left out rather than drawn twice.
  const option = useMemo(() => {
    if (!data) return null;
    const built = buildRankBarOptions(data);
    return {
      ...built,
      title: { show: false },
      grid: { top: 8, bottom: 8, left: 8, right: 8, containLabel: true },
    };
  }, [data]);
  const title = 'Rank';
  return (
    <ChartFrame
      title={title}
      height={CHART_HEIGHTS.rank + CAPTION_HEIGHT}
      isLoading={ranks.isPending}
      isError={ranks.isError}
      error={ranks.error}
      onRetry={() => void ranks.refetch()}
      hasData={(ranks.data?.ranks.length ?? 0) > 0}
      table={data ? rankBarTable(data) : null}
    >
      {option && ranks.data && (
        <>
          <Text size="xs" c="gray.7" h={CAPTION_HEIGHT} data-testid="rank-caption">
            {ranks.data.label}
          </Text>
          <EChart option={option} height={CHART_HEIGHTS.rank} label={`${row.rowTitle}: ${title}`} />
        </>
      )}
    </ChartFrame>
  );
}
