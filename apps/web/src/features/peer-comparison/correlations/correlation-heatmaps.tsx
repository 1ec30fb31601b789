import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  buildHeatMapOptions,
  HEAT_MAP_TITLES,
  heatMapTable,
  type HeatMapKind,
} from '../../../ui/charts/build-heat-map-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { EChart } from '../../../ui/charts/e-chart';
import { MetricPicker } from '../../../ui/pickers/metric-picker';
import { defaultMetricId } from '../../../ui/pickers/picker-defaults';
import { dataString } from '../../../product/renderer/component-data';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../../../product/renderer/product-session-keys';
import { useSessionValue } from '../../../product/renderer/use-session-value';
import { useMetricList } from '../../../api/metrics/get-metric-list';
import { useStatistical } from '../../../api/metrics/get-statistical';
import { toHeatMapCells } from './correlation-data';

const KINDS: readonly HeatMapKind[] = ['beta', 'rSquared'];

/**
 * The heat-map widget (spec 2 section 2.7): a Metric picker holding only the metrics of the
 * definition's category ('2. Deposit and Borrowing Costs (QTR - Annualized)') with a search box,
 * then the Beta and R² heat maps (height 300) of that metric against the four rates at lags of
 * 0, 3 and 6 months over the date range. The widget's own choice starts from the correlation
 * metric when it is in the category, else the first.
 */
export function CorrelationHeatmaps({ data }: PageComponentProps) {
  const { institution, institutionType, dateRange, paywalled, print } = usePageContext();
  const category = dataString(data, 'category') ?? '';
  const iid = institution?.iid ?? null;
  const metrics = useMetricList('correlation', iid, !paywalled);
  const [correlationMetric] = useSessionValue(
    PRODUCT_SESSION_KEYS.correlationMetric(institutionType),
  );
  const [current, setCurrent] = useState<string | null>(null);

  const inCategory = useMemo(
    () => metrics.data?.filter((m) => m.categoryTitle === category),
    [metrics.data, category],
  );
  const metricId = inCategory ? defaultMetricId(inCategory, current, correlationMetric) : null;
  const metric = inCategory?.find((m) => m.metricId === metricId) ?? null;
  const statistics = useStatistical(iid, metricId, dateRange, !paywalled);

  const maps = useMemo(
    () =>
      KINDS.map((kind) => {
        const cells = statistics.data ? toHeatMapCells(statistics.data, kind) : [];
        const heatMap = { kind, cells };
        return {
          kind,
          title: HEAT_MAP_TITLES[kind],
          hasData: cells.some((c) => c.value !== null),
          option: buildHeatMapOptions(heatMap),
          table: heatMapTable(heatMap),
        };
      }),
    [statistics.data],
  );

  if (paywalled) {
    return (
      <Stack
        gap="sm"
        role="group"
        aria-label="Heat maps (locked)"
        data-component="CorrelationHeatmaps"
      >
        <Skeleton height={36} width={320} animate={false} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {KINDS.map((kind) => (
            <Paper key={kind} withBorder radius="md" p="sm">
              <Skeleton height={CHART_HEIGHTS.heatMap} animate={false} />
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-component="CorrelationHeatmaps">
      <div style={{ width: 440, maxWidth: '100%' }}>
        <MetricPicker
          pickerId="heat-map-metric"
          metrics={inCategory}
          searchIn="correlation"
          selectedId={metricId}
          disabled={print}
          onSelect={setCurrent}
        />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {maps.map((map) => (
          <ChartFrame
            key={map.kind}
            title={map.title}
            height={CHART_HEIGHTS.heatMap}
            isLoading={metrics.isPending || (metricId !== null && statistics.isPending)}
            isError={metrics.isError || statistics.isError}
            onRetry={() => void (metrics.isError ? metrics.refetch() : statistics.refetch())}
            hasData={map.hasData}
            table={map.table}
          >
            <EChart
              option={map.option}
              height={CHART_HEIGHTS.heatMap}
              label={`${map.title} of ${metric?.metricTitle ?? 'the metric'}: rows are lags, columns are rates`}
              renderer={print ? 'svg' : 'canvas'}
            />
          </ChartFrame>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
