import { useMemo } from 'react';
import {
  buildRegressionLineOptions,
  regressionTable,
  type RegressionLineData,
} from '../../../ui/charts/build-regression-line-options';
import {
  buildRegressionTimeSeriesOptions,
  regressionTimeSeriesTable,
  type RegressionTimeSeriesData,
} from '../../../ui/charts/build-regression-time-series-options';
import type { ChartOption } from '../../../ui/charts/chart-option';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { MetricRateExplorer } from '../../../ui/charts/metric-rate-explorer';
import type { ExportTable } from '../../../ui/export/export-table';
import { defaultMetricId } from '../../../ui/pickers/picker-defaults';
import { RatePicker } from '../../../ui/pickers/rate-picker';
import { dataString } from '../../../product/renderer/component-data';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../../../product/renderer/product-session-keys';
import { useSessionValue } from '../../../product/renderer/use-session-value';
import { useRates } from '../../../api/rates/get-rates';
import { useMetricSeries } from '../../../api/metrics/get-metric-series';
import { useRateValues } from '../../../api/rates/get-rate-values';
import { useStatistical } from '../../../api/metrics/get-statistical';
import { useRegressionMetrics } from '../api/get-regression-metrics';
import { Citation } from '../citation';
import {
  chooseRegressionRate,
  regressionRatesOf,
  regressionSeries,
  regressionStatistic,
} from './regression-data';
import { RegressionMetricPicker } from './regression-metric-picker';

type RegressionType = 'scatter' | 'timeSeries';

/** The institution is its own peer: the regression has no peer line. */
const ownSeries = (iid: number | null) => ({ kind: 'iid' as const, id: iid ?? 0, members: null });

/**
 * The regression screens (spec 2 section 2.8): Metric and Rate dropdowns (searchable,
 * category-grouped; choices saved under regression-metricId-{type} and regression-rateId-{type}),
 * a chart (height 400) — a scatter of the rate against the institution's metric with the trend
 * line and its formula, or (timeSeries) the rate as bars with the predicted line dashed and the
 * actual line — the rate's citation and attribution date, and Beta and R squared from the
 * server's least-squares fit over the date range (same quarter, lag 0).
 */
export function RegressionExplorer({ data }: PageComponentProps) {
  const regressionType: RegressionType =
    dataString(data, 'regressionType') === 'timeSeries' ? 'timeSeries' : 'scatter';
  const { institution, institutionType, dateRange, paywalled, print } = usePageContext();
  const iid = institution?.iid ?? null;
  const enabled = !paywalled;

  const metrics = useRegressionMetrics(institutionType, enabled);
  const rates = useRates(enabled);
  const [savedMetric, saveMetric] = useSessionValue(
    PRODUCT_SESSION_KEYS.regressionMetric(institutionType),
  );
  const [savedRate, saveRate] = useSessionValue(
    PRODUCT_SESSION_KEYS.regressionRate(institutionType),
  );
  const metricId = metrics.data ? defaultMetricId(metrics.data, savedMetric, null) : null;
  const metric = metrics.data?.find((m) => m.metricId === metricId) ?? null;
  const metricRates = useMemo(
    () => regressionRatesOf(metric, rates.data ?? []),
    [metric, rates.data],
  );
  const rateId = chooseRegressionRate(metricRates, savedRate);
  const rate = metricRates.find((r) => r.rateId === rateId) ?? null;

  const series = useMetricSeries(iid, metricId, ownSeries(iid), enabled, 'nmd');
  const rateValues = useRateValues(rateId, enabled, 'nmd');
  const statistics = useStatistical(iid, metricId, dateRange, enabled, 'non-maturity-deposits');
  const statistic = regressionStatistic(statistics.data, rate);

  const chart = useMemo((): { option: ChartOption; table: ExportTable; count: number } | null => {
    if (!series.data || !rateValues.data || !metric || !rate || !dateRange) return null;
    const joined = regressionSeries(series.data, rateValues.data, dateRange);
    if (regressionType === 'timeSeries') {
      const timeSeries: RegressionTimeSeriesData = {
        ...joined,
        rateName: rate.rateName,
        metricName: metric.metricTitle,
        displayType: metric.displayType,
        slope: statistic?.beta ?? null,
        intercept: statistic?.intercept ?? null,
      };
      return {
        option: buildRegressionTimeSeriesOptions(timeSeries),
        table: regressionTimeSeriesTable(timeSeries),
        count: joined.actual.filter((v) => v !== null).length,
      };
    }
    const scatter: RegressionLineData = {
      points: joined.dates.map((reportDate, i) => ({
        reportDate,
        x: joined.rate[i] ?? null,
        y: joined.actual[i] ?? null,
      })),
      slope: statistic?.beta ?? null,
      intercept: statistic?.intercept ?? null,
      xLabel: rate.rateName,
      yLabel: metric.metricTitle,
      displayType: metric.displayType,
    };
    const table = regressionTable(scatter);
    return { option: buildRegressionLineOptions(scatter), table, count: table.rows.length };
  }, [series.data, rateValues.data, metric, rate, dateRange, regressionType, statistic]);

  const title = metric && rate ? `${metric.metricTitle} and ${rate.rateName}` : 'Regression';

  return (
    <MetricRateExplorer
      name="Regression"
      component="RegressionExplorer"
      attributes={{ 'data-regression-type': regressionType }}
      paywalled={paywalled}
      print={print}
      metricPicker={
        <RegressionMetricPicker
          pickerId="regression-metric"
          metrics={metrics.data}
          selectedId={metricId}
          disabled={print}
          onSelect={(id) => void saveMetric(id)}
        />
      }
      ratePicker={
        <RatePicker
          pickerId="regression-rate"
          rates={metric && rates.data ? metricRates : undefined}
          selectedId={rateId}
          disabled={print}
          onSelect={(id) => void saveRate(id)}
        />
      }
      ratePickerWidth={280}
      figuresLoading={metricId !== null && statistics.isPending}
      figures={[
        {
          name: 'Beta',
          value: statistic?.beta,
          note: `Slope of the best-fit line: the estimated change in the metric for a 1 percent rise in ${rate?.rateName ?? 'the rate'}.`,
        },
        {
          name: 'R squared',
          value: statistic?.rSquared,
          note: 'From 0 to 1: the share of the metric’s variability explained by moves in the rate.',
        },
      ]}
      queries={{ metrics, rates, series, rateValues }}
      metricChosen={metricId !== null}
      rateChosen={rateId !== null}
      chart={{
        title,
        height: CHART_HEIGHTS.regression,
        option: chart?.option ?? null,
        label:
          regressionType === 'scatter'
            ? `${title}: scatter of the rate against the metric with the trend line`
            : `${title}: the rate as bars, the predicted and the actual metric as lines`,
        table: chart?.table ?? null,
        hasData: (chart?.count ?? 0) > 0,
      }}
    >
      {rate && <Citation rateName={rate.rateId} />}
    </MetricRateExplorer>
  );
}
