import { Checkbox, Stack, Text } from '@mantine/core';
import { fewInstitutionsNote, statisticFor } from '../../../selection/peer-statistic';
import { useMemo, useState } from 'react';
import { TrendMetricPicker, useTrendMetric } from './trend-metric-picker';
import { buildLineOptions, timeSeriesTable } from '../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useMetricSeries } from '../../../api/metrics/get-metric-series';
import { groupCountAtEnd, toMetricLineData } from '../charts/metric-line-data';
import { toPeerPath } from '../charts/peer-path';

/**
 * The trend screen (spec 2 section 2.4): a metric picker with search over title and
 * information text, a category-grouped list, and a line chart (height 400) of the institution
 * and its peer over the date range. The chosen metric is remembered per institution type
 * (spec 2 section 3, trend-metricId-{type}).
 */
export function TrendExplorer(_props: PageComponentProps) {
  const { institution, peer, peerStatistic, dateRange, paywalled, print } = usePageContext();
  const iid = institution?.iid ?? null;
  const trend = useTrendMetric();
  const { metrics, metricId, chosen } = trend;
  // Against a group: its figure in the peer statistic, and its percentile bands when asked
  // (issue 28).
  const [bands, setBands] = useState(false);
  const againstGroup = peer !== null && peer.institution === null;
  const asked = statisticFor(chosen, peerStatistic ?? 'mean');
  const peerPath = useMemo(
    () => toPeerPath(peer, asked.statistic, againstGroup && bands),
    [peer, asked.statistic, againstGroup, bands],
  );
  const series = useMetricSeries(iid, metricId ?? '', peerPath, !paywalled);
  const few = useMemo(
    () => (series.data ? fewInstitutionsNote(groupCountAtEnd(series.data, dateRange)) : null),
    [series.data, dateRange],
  );
  const note = againstGroup ? [asked.note, few].filter(Boolean).join(' ') || null : null;

  const data = useMemo(
    () =>
      series.data && chosen ? toMetricLineData(series.data, chosen.displayType, dateRange) : null,
    [series.data, chosen, dateRange],
  );
  // The page legend names institution and peer in the same colours (spec 2 section 2.1).
  const option = useMemo(
    () => (data ? buildLineOptions(data, { showLegend: false }) : null),
    [data],
  );
  const table = useMemo(() => (data ? timeSeriesTable(data) : null), [data]);
  const title = chosen?.metricTitle ?? 'Trend';

  return (
    <Stack gap="sm" data-component="TrendExplorer">
      <TrendMetricPicker pickerId="trend-metric" trend={trend} />
      <ChartFrame
        title={title}
        height={CHART_HEIGHTS.trend}
        isLoading={!paywalled && (metrics.isPending || (metricId !== null && series.isPending))}
        isError={metrics.isError || series.isError}
        onRetry={() => void (metrics.isError ? metrics.refetch() : series.refetch())}
        hasData={!paywalled && hasInstitutionData(data?.series)}
        table={table}
      >
        {option && (
          <EChart
            option={option}
            height={CHART_HEIGHTS.trend}
            label={`${title}: line chart of the institution and its peer`}
            renderer={print ? 'svg' : 'canvas'}
          />
        )}
      </ChartFrame>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {againstGroup && !print && !paywalled && (
        <Checkbox
          size="xs"
          label="Show the peer percentile bands (10th–90th, 25th–75th)"
          checked={bands}
          onChange={(event) => setBands(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
