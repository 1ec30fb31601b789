import { useEffect, useMemo, useState } from 'react';
import { buildCorrelationOptions } from '../../../ui/charts/build-correlation-options';
import { timeSeriesTable } from '../../../ui/charts/build-line-options';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { MetricRateExplorer } from '../../../ui/charts/metric-rate-explorer';
import { RATE_PALETTE } from '../../../ui/charts/chart-palette';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { MetricPicker } from '../../../ui/pickers/metric-picker';
import { defaultMetricId, defaultRateId } from '../../../ui/pickers/picker-defaults';
import { RatePicker } from '../../../ui/pickers/rate-picker';
import { dataString } from '../../../product/renderer/component-data';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../../../product/renderer/product-session-keys';
import { useSessionValue } from '../../../product/renderer/use-session-value';
import { useMetricSeries } from '../../../api/metrics/get-metric-series';
import { toPeerPath } from '../charts/peer-path';
import { useMetricList } from '../../../api/metrics/get-metric-list';
import { useRateValues } from '../../../api/rates/get-rate-values';
import { useRates } from '../../../api/rates/get-rates';
import { useStatistical } from '../../../api/metrics/get-statistical';
import { ratesOfMetric, statisticOf, toCorrelationChartData } from './correlation-data';

/** The one rate on the chart takes the first rate colour (chart-series.ts, seriesColors). */
const RATE_COLOR = RATE_PALETTE[0];

/**
 * The correlation screen (spec 2 section 2.7): a metric picker (search over title and
 * alternateTitle) and a rate picker (search over rateName), only one open at a time; a chart
 * (height 400) of the rate, the peer and the institution; Beta and R squared of the metric
 * against the rate over the date range. Definition data may request a rate (`rateId`).
 * Paywalled: a locked skeleton and no calls (the API refuses them below the standard tier).
 */
export function CorrelationExplorer({ data }: PageComponentProps) {
  const context = usePageContext();
  const { institution, institutionType, peer, dateRange, paywalled, print, setLegendRate } =
    context;
  const iid = institution?.iid ?? null;
  const enabled = !paywalled;

  const metrics = useMetricList('correlation', iid, enabled);
  const rates = useRates(enabled);
  const [savedMetric, saveMetric] = useSessionValue(
    PRODUCT_SESSION_KEYS.correlationMetric(institutionType),
  );
  const [currentMetric, setCurrentMetric] = useState<string | null>(null);
  const [requestedRate, setRequestedRate] = useState<string | null>(
    () => dataString(data, 'rateId') ?? null,
  );

  const metricId = metrics.data ? defaultMetricId(metrics.data, savedMetric, currentMetric) : null;
  const metric = metrics.data?.find((m) => m.metricId === metricId) ?? null;

  const [savedRate, saveRate] = useSessionValue(
    metricId ? PRODUCT_SESSION_KEYS.correlationRate(metricId, institutionType) : null,
  );
  const metricRates = useMemo(() => ratesOfMetric(metric, rates.data ?? []), [metric, rates.data]);
  const rateId = defaultRateId(metricRates, requestedRate, savedRate);
  const rate = metricRates.find((r) => r.rateId === rateId) ?? null;

  const peerPath = useMemo(() => toPeerPath(peer), [peer]);
  const series = useMetricSeries(iid, metricId ?? '', peerPath, enabled);
  const rateValues = useRateValues(rateId, enabled);
  const statistics = useStatistical(iid, metricId, dateRange, enabled);

  // spec 2 section 2.1: the legend names the selected rate in its colour.
  const rateName = rate?.rateName ?? null;
  useEffect(() => {
    setLegendRate(rateName ? { name: rateName, color: RATE_COLOR } : null);
  }, [rateName, setLegendRate]);
  useEffect(() => () => setLegendRate(null), [setLegendRate]);

  const chartData = useMemo(
    () =>
      series.data && metric && rate && rateValues.data
        ? toCorrelationChartData(series.data, metric.displayType, rate, rateValues.data, dateRange)
        : null,
    [series.data, metric, rate, rateValues.data, dateRange],
  );
  // The page legend already names institution, peer and rate (spec 2.1).
  const option = useMemo(
    () => (chartData ? buildCorrelationOptions(chartData, { showLegend: false }) : null),
    [chartData],
  );
  const table = useMemo(() => (chartData ? timeSeriesTable(chartData) : null), [chartData]);
  const statistic = statisticOf(statistics.data, rateId);
  const title = metric && rate ? `${metric.metricTitle} and ${rate.rateName}` : 'Correlation';

  return (
    <MetricRateExplorer
      name="Correlation"
      component="CorrelationExplorer"
      paywalled={paywalled}
      print={print}
      metricPicker={
        <MetricPicker
          pickerId="correlation-metric"
          metrics={metrics.data}
          searchIn="correlation"
          selectedId={metricId}
          disabled={print}
          onSelect={(id) => {
            setCurrentMetric(id);
            // spec 2 section 4: selecting a metric resets the rate.
            setRequestedRate(null);
            void saveMetric(id);
          }}
        />
      }
      ratePicker={
        <RatePicker
          pickerId="correlation-rate"
          rates={metric && rates.data ? metricRates : undefined}
          selectedId={rateId}
          disabled={print}
          onSelect={(id) => {
            setRequestedRate(id);
            void saveRate(id);
          }}
        />
      }
      ratePickerWidth={260}
      figuresLoading={statistics.isPending}
      figures={[
        {
          name: 'Beta',
          value: statistic?.beta,
          note: `The estimated change in the metric for a 1 percent rise in ${rateName ?? 'the rate'}.`,
        },
        {
          name: 'R-squared',
          value: statistic?.rSquared,
          note: 'The share of the metric’s variability explained by moves in the rate (0 to 1).',
        },
      ]}
      queries={{ metrics, rates, series, rateValues }}
      metricChosen={metricId !== null}
      rateChosen={rateId !== null}
      chart={{
        title,
        height: CHART_HEIGHTS.correlation,
        option,
        label: `${title}: line chart of the rate, the peer and the institution`,
        table,
        hasData: hasInstitutionData(chartData?.series),
      }}
    />
  );
}
