import { useMemo } from 'react';
import {
  barLineTable,
  buildStackedBarLineOptions,
} from '../../../ui/charts/build-bar-line-options';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../ui/charts/chart-series';
import { EChart } from '../../../ui/charts/e-chart';
import { LEGEND_TOP_BAR_SERIES } from '../../../ui/charts/legend-layout';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { dataString } from '../../../product/renderer/component-data';
import { LockedChart } from '../charts/locked-chart';
import { toStackedBarData, type ElementSubject } from './element-data';
import { elementTitle } from './element-title';
import { useElementRows } from './use-element-rows';

/** With more than 8 bars the legend moves above the plot (spec 2 section 9) and takes a row. */
function heightFor(barCount: number): number {
  return CHART_HEIGHTS.element + (barCount > LEGEND_TOP_BAR_SERIES ? 24 : 0);
}

/**
 * 'ElementStackedBarChart' { elementId, subject }: the element's parts of one subject over the
 * date range, stacked, with its line rows drawn over the bars (spec 2 section 2.10). The axis
 * runs to 1.1 × the tallest stack (section 9; the builder computes it from the stack tops,
 * which GET element/max, the largest single value, would undercut).
 */
export function ElementStackedBarChart({ data }: PageComponentProps) {
  const elementId = dataString(data, 'elementId') ?? '';
  const subject: ElementSubject = dataString(data, 'subject') === 'peer' ? 'peer' : 'institution';
  const { context, query, labels } = useElementRows(elementId);
  const { institutionType, dateRange, paywalled } = context;

  const bars = useMemo(
    () => (query.data ? toStackedBarData(query.data, subject, dateRange) : null),
    [query.data, subject, dateRange],
  );
  const option = useMemo(() => (bars ? buildStackedBarLineOptions(bars) : null), [bars]);
  const table = useMemo(() => (bars ? barLineTable(bars) : null), [bars]);
  const height = heightFor(bars?.bars.length ?? 0);

  const base = `${elementTitle(institutionType, elementId)} Over Time`;
  if (paywalled) return <LockedChart height={height} title={base} />;
  const title = `${base}, ${labels[subject]}`;
  return (
    <ChartFrame
      title={title}
      height={height}
      isLoading={query.isPending || dateRange === null}
      isError={query.isError}
      error={query.error}
      onRetry={() => void query.refetch()}
      hasData={bars !== null && hasInstitutionData([...bars.bars, ...bars.lines])}
      table={table}
    >
      {option && (
        <EChart
          option={option}
          height={height}
          label={`${title}: stacked bar chart`}
          renderer="svg"
        />
      )}
    </ChartFrame>
  );
}
