import { formatNumber } from '@app/core/format/format-metric-value';
import { LockedExplorer } from '../../../ui/charts/locked-explorer';
import { retryFailed } from '../../../ui/charts/retry-failed';
import { Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  buildDecayLineOptions,
  decayLineTable,
  type DecayChartType,
  type DecayLineData,
} from '../../../ui/charts/build-decay-line-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { EChart } from '../../../ui/charts/e-chart';
import { MetricPicker } from '../../../ui/pickers/metric-picker';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useRememberedMetric } from '../../../product/renderer/use-remembered-choice';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useDecay } from '../api/get-decay';
import { useMetricList } from '../../../api/metrics/get-metric-list';
import { useM2 } from '../api/get-m2';
import { useSystemSetting } from '../api/get-system-setting';
import { Citation } from '../citation';
import { DecayChartWidget, periodCount } from './decay-chart-widget';
import {
  comparisonGroupQuery,
  SourceSwitch,
  sourceQuery,
  useDataSource,
} from '../own-data/source-switch';
import { OwnComparisonChart } from '../own-data/own-comparison-chart';
import { FrequencyToggle, useOwnFrequency } from '../own-data/frequency-toggle';

const M2_RATE_NAME = 'M2 Money Supply';

const formatDecayFactor = (value: number | null) =>
  value === null ? '-' : `${formatNumber(value * 100, 2)}% a quarter`;
const formatYears = (value: number | null) =>
  value === null ? '-' : `${formatNumber(value, 2)} years`;

const isDecayChartType = (value: unknown): value is DecayChartType =>
  value === 'm2Balance' || value === 'adustedBalance';
const TRUNCATION_SETTING = 'nmd_trunct';

/**
 * The decay screen (spec 2 sections 2.9 and 9): a decay metric picker, the toggles
 * 'Apply a N year truncation point?' (N = nmd_trunct / 4) and 'Adjust for Covid?', the decay
 * line chart (height 400) against M2 (m2Balance) or against the stable balance
 * (adustedBalance), and the decay chart widget in its actual and stable variants. The stable
 * balance, decay factors and key figures come from the server (GET /api/{iid}/decay/{metricId}).
 */
export function DecayExplorer(_props: PageComponentProps) {
  const { institution, institutionType, dateRange, paywalled, print, peer } = usePageContext();
  const iid = institution?.iid ?? null;
  const enabled = !paywalled;
  const metrics = useMetricList('decay', iid, enabled);
  const [metricId, chooseMetric] = useRememberedMetric('decay', institutionType, metrics.data);
  const metric = metrics.data?.find((m) => m.metricId === metricId) ?? null;
  // Page state: Print hands these to the print window (spec 2 section 2.13).
  const [truncate, setTruncate] = usePageState<boolean>('decay-truncate', false);
  const [covid, setCovid] = usePageState<boolean>('decay-covid', false);
  const [chartType, setChartType] = usePageState<DecayChartType>(
    'decay-chart-type',
    'm2Balance',
    isDecayChartType,
  );
  const truncation = useSystemSetting(TRUNCATION_SETTING, enabled);
  const truncationQuarters = Number(truncation.data);
  const truncationYears = Number.isFinite(truncationQuarters) ? truncationQuarters / 4 : null;

  const [source] = useDataSource();
  // With own data chosen, the call report's figures of the same range stand beside it (issue 29).
  const ownChosen = source.startsWith('own:');
  // Own data may be analysed month by month; call reports are quarterly only.
  const [frequency, setFrequency] = useOwnFrequency('decay-frequency');
  const request = useMemo(
    () =>
      dateRange
        ? {
            ...dateRange,
            truncate,
            covid,
            frequency,
            ...sourceQuery(source),
            ...comparisonGroupQuery(source, peer),
          }
        : null,
    [dateRange, truncate, covid, frequency, source, peer],
  );
  const decay = useDecay(iid, metricId, request, enabled);
  const callReportRequest = useMemo(
    () => (dateRange ? { ...dateRange, truncate, covid } : null),
    [dateRange, truncate, covid],
  );
  const callReport = useDecay(iid, metricId, callReportRequest, enabled && ownChosen);
  const m2 = useM2(enabled && chartType === 'm2Balance');

  const lineData = useMemo<DecayLineData | null>(() => {
    if (!decay.data) return null;
    const points = decay.data.points;
    return {
      chartType,
      dates: points.map((p) => p.reportDate),
      actual: points.map((p) => p.value),
      stable: points.map((p) => p.stableBalance),
      m2: new Map((m2.data ?? []).map((p) => [p.reportDate, p.value])),
      monthly: decay.data.frequency === 'monthly',
    };
  }, [decay.data, chartType, m2.data]);
  const option = useMemo(() => (lineData ? buildDecayLineOptions(lineData) : null), [lineData]);
  const table = useMemo(() => (lineData ? decayLineTable(lineData) : null), [lineData]);
  const hasData = decay.data?.enoughData === true && decay.data.points.length > 0;
  // Own data (issue 29) names the product; the metric picker then only sets the decay's settings.
  const seriesTitle = source.startsWith('own:')
    ? `Own data: ${source === 'own:all' ? 'all products' : source.slice(4)}`
    : metric?.metricTitle;
  const title = seriesTitle
    ? `${seriesTitle}: ${chartType === 'm2Balance' ? 'Balance and M2' : 'Actual and Stable Balance'}`
    : 'Decay';

  if (paywalled) {
    return (
      <LockedExplorer
        name="Decay"
        component="DecayExplorer"
        pickerWidths={[360]}
        chartHeight={CHART_HEIGHTS.decay}
      />
    );
  }

  const retry = retryFailed([metrics, decay, m2]);

  return (
    <Stack gap="sm" data-component="DecayExplorer">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SourceSwitch />
        <div style={{ width: 440, maxWidth: '100%' }}>
          <MetricPicker
            pickerId="decay-metric"
            metrics={metrics.data}
            selectedId={metricId}
            onSelect={chooseMetric}
            disabled={print}
          />
        </div>
        <Stack gap={6} data-print-hidden={print ? undefined : true}>
          <Checkbox
            label={`Apply a ${truncationYears ?? '-'} year truncation point?`}
            checked={truncate}
            disabled={truncationYears === null}
            onChange={(event) => setTruncate(event.currentTarget.checked)}
          />
          <Checkbox
            label="Adjust for Covid?"
            checked={covid}
            onChange={(event) => setCovid(event.currentTarget.checked)}
          />
        </Stack>
        {ownChosen && (
          <FrequencyToggle label="Decay frequency" value={frequency} onChange={setFrequency} />
        )}
        <SegmentedControl
          aria-label="Decay chart"
          value={chartType}
          onChange={(value) => setChartType(value === 'adustedBalance' ? value : 'm2Balance')}
          data={[
            { value: 'm2Balance', label: 'Against M2' },
            { value: 'adustedBalance', label: 'Against Stable Balance' },
          ]}
        />
      </Group>
      <ChartFrame
        title={title}
        height={CHART_HEIGHTS.decay}
        isLoading={
          metrics.isPending ||
          (metricId !== null && decay.isPending) ||
          (chartType === 'm2Balance' && m2.isPending)
        }
        isError={metrics.isError || decay.isError || m2.isError}
        onRetry={retry}
        hasData={hasData}
        table={table}
      >
        {option && (
          <EChart
            option={option}
            height={CHART_HEIGHTS.decay}
            label={`${title}: line chart of the actual balance${chartType === 'm2Balance' ? ', M2 money supply' : ''} and the stable balance`}
            renderer={print ? 'svg' : 'canvas'}
          />
        )}
      </ChartFrame>
      {/* spec 2 section 2.9: citation and attribution date for the M2 view only. */}
      {chartType === 'm2Balance' && hasData && <Citation rateName={M2_RATE_NAME} />}
      {decay.data?.truncationYears != null && (
        <Text size="xs" c="dimmed">
          {`Run-off truncated at ${decay.data.truncationYears} years (${periodCount(decay.data.horizonPeriods, decay.data.frequency === 'monthly')}).`}
        </Text>
      )}
      {ownChosen && callReport.data && !callReport.data.insufficientData && metric && (
        <Text size="sm" data-testid="decay-call-report">
          Call report, {metric.metricTitle}: decay factor{' '}
          {formatDecayFactor(callReport.data.actual.decayFactor)}, WAL of the stable balance{' '}
          {formatYears(callReport.data.stable.pctDeclineWal)}.
        </Text>
      )}
      {/* With own data: its balance beside the call report's and the peers' median (issue 29). */}
      {ownChosen && decay.data?.comparison && (
        <OwnComparisonChart comparison={decay.data.comparison} />
      )}
      {/* On paper the two widgets are stacked, each as wide as the sheet (issue 15). */}
      <Group grow={!print} align="stretch" gap="md" wrap="wrap">
        {(['actual', 'stable'] as const).map((variant) => (
          <div key={variant} style={print ? { width: '100%' } : { minWidth: 360 }}>
            <DecayChartWidget
              result={hasData ? decay.data : undefined}
              variant={variant}
              isLoading={metrics.isPending || (metricId !== null && decay.isPending)}
              isError={decay.isError}
              onRetry={retry}
              print={print}
            />
          </div>
        ))}
      </Group>
    </Stack>
  );
}
