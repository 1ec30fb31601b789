import { formatMonthYear } from '@app/core/format/format-month-year';
import { useMemo } from 'react';
import { buildLineOptions, timeSeriesTable } from '../../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../../ui/charts/chart-heights';
import { hasInstitutionData } from '../../../../ui/charts/chart-series';
import { EChart } from '../../../../ui/charts/e-chart';
import type { InstitutionSummaryRow } from '../api/get-quarterly-institution-summary';
import { useInstitutionsSeries } from '../api/get-institutions-series';
import { comparisonSeries } from '../utils/comparison-window';
import type { SummaryInstitution } from '../utils/institution-summary-table';
import { SummaryDrawer } from './summary-drawer';

/**
 * The institution summary's drawer (spec 2 section 2.6): one trend chart of the row's metric for
 * the institution and each peer institution, over the 5 years up to the page's date (section 9).
 */
export function QuarterlyInstitutionDrawer({
  id,
  row,
  iid,
  date,
  peers,
  onClose,
}: {
  id: string;
  row: InstitutionSummaryRow;
  iid: number;
  date: string;
  peers: readonly SummaryInstitution[];
  onClose: () => void;
}) {
  const series = useInstitutionsSeries({
    iid,
    metricId: row.metricId,
    iids: peers.map((p) => p.iid),
  });
  const data = useMemo(
    () => (series.data ? comparisonSeries(series.data, date, row.displayType) : null),
    [series.data, date, row.displayType],
  );
  const option = useMemo(
    () => (data ? buildLineOptions(data, { showLegend: true }) : null),
    [data],
  );
  const title = 'Institution Trend';
  return (
    <SummaryDrawer
      id={id}
      title={row.rowTitle}
      subtitle={`As of ${formatMonthYear(date)}`}
      onClose={onClose}
      columns={1}
    >
      <ChartFrame
        title={title}
        height={CHART_HEIGHTS.quarterly}
        isLoading={series.isPending}
        isError={series.isError}
        onRetry={() => void series.refetch()}
        hasData={hasInstitutionData(data?.series)}
        table={data ? timeSeriesTable(data) : null}
      >
        {option && (
          <EChart
            option={option}
            height={CHART_HEIGHTS.quarterly}
            label={`${row.rowTitle}: ${title}`}
          />
        )}
      </ChartFrame>
    </SummaryDrawer>
  );
}
