import type { MetricSeries } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildLineOptions, timeSeriesTable } from '../../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../../ui/charts/chart-frame';
import { hasInstitutionData, type TimeSeriesData } from '../../../../ui/charts/chart-series';
import type { ChartOption } from '../../../../ui/charts/chart-option';
import { EChart } from '../../../../ui/charts/e-chart';
import { comparisonSeries } from '../utils/comparison-window';

/** The drawers' line chart: every series named in a legend. */
export const lineWithLegend = (data: TimeSeriesData) =>
  buildLineOptions(data, { showLegend: true });

/**
 * A drawer's trend chart: a series call cut to the comparison window up to `date` (spec 2
 * section 9), drawn by `build`, with its loading, error, no-data and data-table states.
 */
export function ComparisonTrendChart({
  title,
  rowTitle,
  date,
  displayType,
  height,
  series,
  build,
}: {
  /** Short: the drawer's heading names the metric, and long titles do not fit side by side. */
  title: string;
  rowTitle: string;
  date: string;
  displayType: DisplayType;
  height: number;
  series: UseQueryResult<MetricSeries>;
  build: (data: TimeSeriesData) => ChartOption;
}) {
  const data = useMemo(
    () => (series.data ? comparisonSeries(series.data, date, displayType) : null),
    [series.data, date, displayType],
  );
  const option = useMemo(() => (data ? build(data) : null), [data, build]);
  return (
    <ChartFrame
      title={title}
      height={height}
      isLoading={series.isPending}
      isError={series.isError}
      error={series.error}
      onRetry={() => void series.refetch()}
      hasData={hasInstitutionData(data?.series)}
      table={data ? timeSeriesTable(data) : null}
    >
      {option && <EChart option={option} height={height} label={`${rowTitle}: ${title}`} />}
    </ChartFrame>
  );
}
