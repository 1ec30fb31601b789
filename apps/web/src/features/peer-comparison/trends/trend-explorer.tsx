import { Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { buildLineOptions, timeSeriesTable } from '../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import { MetricPicker } from '../../../ui/pickers/metric-picker';
import { defaultMetricId } from '../../../ui/pickers/picker-defaults';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../../../product/renderer/product-session-keys';
import { useSessionValue } from '../../../product/renderer/use-session-value';
import { useMetricSeries } from '../../../api/metrics/get-metric-series';
import { toMetricLineData } from '../charts/metric-line-data';
import { toPeerPath } from '../charts/peer-path';
import { useMetricList } from '../../../api/metrics/get-metric-list';

/**
 * The trend screen (spec 2 section 2.4): a metric picker with search over title and
 * information text, a category-grouped list, and a line chart (height 400) of the institution
 * and its peer over the date range. The chosen metric is remembered per institution type
 * (spec 2 section 3, trend-metricId-{type}).
 */
export function TrendExplorer(_props: PageComponentProps) {
  const { institution, institutionType, peer, dateRange, paywalled, print } = usePageContext();
  const iid = institution?.iid ?? null;
  const metrics = useMetricList('trend', iid, !paywalled);
  const [saved, save] = useSessionValue(PRODUCT_SESSION_KEYS.trendMetric(institutionType));
  const [current, setCurrent] = useState<string | null>(null);

  const metricId = metrics.data ? defaultMetricId(metrics.data, saved, current) : null;
  const chosen = metrics.data?.find((m) => m.metricId === metricId) ?? null;
  const peerPath = useMemo(() => toPeerPath(peer), [peer]);
  const series = useMetricSeries(iid, metricId ?? '', peerPath, !paywalled);

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
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ width: 440, maxWidth: '100%' }}>
          <MetricPicker
            pickerId="trend-metric"
            metrics={paywalled ? [] : metrics.data}
            searchIn="trend"
            selectedId={metricId}
            disabled={paywalled || print}
            onSelect={(id) => {
              setCurrent(id);
              void save(id);
            }}
          />
        </div>
        {chosen?.metricInformation && (
          <Text size="sm" c="gray.7" style={{ flex: '1 1 320px' }}>
            {chosen.metricInformation}
          </Text>
        )}
      </Group>
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
    </Stack>
  );
}
