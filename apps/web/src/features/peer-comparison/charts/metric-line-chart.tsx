import { Checkbox, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { fewInstitutionsNote, statisticFor } from '../../../selection/peer-statistic';
import { buildLineOptions, timeSeriesTable } from '../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { dataString } from '../../../product/renderer/component-data';
import { usePageContext } from '../../../product/renderer/page-context';
import { useMetric } from './api/get-metric';
import { useMetricSeries } from '../../../api/metrics/get-metric-series';
import { LockedChart } from './locked-chart';
import { groupCountAtEnd, toMetricLineData } from './metric-line-data';
import { toPeerPath } from './peer-path';

/** Not in spec 2 section 9's list: the metric line chart shares the element charts' height. */
const HEIGHT = CHART_HEIGHTS.element;

/**
 * 'MetricLineChart' { metricId }: the institution and its peer over the date range (spec 2
 * sections 2.10 and 9), institution colour 0 and peer colour 1 as in the page legend (the chart
 * repeats the names: in a grid of charts the page legend may be scrolled away). Titled by the
 * metric, values by its display type.
 */
export function MetricLineChart({ data }: PageComponentProps) {
  const { institution, peer, peerStatistic, dateRange, paywalled, print } = usePageContext();
  const metricId = dataString(data, 'metricId') ?? '';
  const iid = institution?.iid ?? null;
  const metric = useMetric(iid, metricId, !paywalled);
  // Against a group, the members' percentile bands may be drawn too (issue 28).
  const [bands, setBands] = useState(false);
  const againstGroup = peer !== null && peer.institution === null;
  const asked = statisticFor(metric.data, peerStatistic ?? 'mean');
  const series = useMetricSeries(
    iid,
    metricId,
    toPeerPath(peer, asked.statistic, againstGroup && bands),
    !paywalled && metric.data !== undefined,
  );
  const few = useMemo(
    () => (series.data ? fewInstitutionsNote(groupCountAtEnd(series.data, dateRange)) : null),
    [series.data, dateRange],
  );
  const note = againstGroup ? [asked.note, few].filter(Boolean).join(' ') || null : null;

  const lineData = useMemo(
    () =>
      metric.data && series.data
        ? toMetricLineData(series.data, metric.data.displayType, dateRange)
        : null,
    [metric.data, series.data, dateRange],
  );
  const option = useMemo(() => (lineData ? buildLineOptions(lineData) : null), [lineData]);
  const table = useMemo(() => (lineData ? timeSeriesTable(lineData) : null), [lineData]);

  if (paywalled) return <LockedChart height={HEIGHT} title="Locked chart" />;
  const title = metric.data?.metricTitle ?? metricId;
  return (
    <ChartFrame
      title={title}
      height={HEIGHT}
      isLoading={metric.isPending || series.isPending || dateRange === null}
      isError={metric.isError || series.isError}
      onRetry={() => {
        void metric.refetch();
        void series.refetch();
      }}
      hasData={lineData !== null && hasInstitutionData(lineData.series)}
      table={table}
    >
      {option && (
        <EChart
          option={option}
          height={HEIGHT}
          label={`${title}: line chart of the institution and its peer`}
          renderer={print ? 'svg' : 'canvas'}
        />
      )}
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
      {againstGroup && !print && (
        <Checkbox
          size="xs"
          mt={4}
          label="Show the peer percentile bands (10th–90th, 25th–75th)"
          checked={bands}
          onChange={(event) => setBands(event.currentTarget.checked)}
        />
      )}
    </ChartFrame>
  );
}
