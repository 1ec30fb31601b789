import { formatMonthYear } from '@app/core/format/format-month-year';
import { CHART_HEIGHTS } from '../../../../ui/charts/chart-heights';
import type { InstitutionSummaryRow } from '@app/core/api/metrics';
import { useInstitutionsSeries } from '../api/get-institutions-series';
import type { SummaryInstitution } from '../utils/institution-summary-table';
import { ComparisonTrendChart, lineWithLegend } from './comparison-trend-chart';
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
  return (
    <SummaryDrawer
      id={id}
      title={row.rowTitle}
      subtitle={`As of ${formatMonthYear(date)}`}
      onClose={onClose}
      columns={1}
    >
      <ComparisonTrendChart
        title="Institution Trend"
        rowTitle={row.rowTitle}
        date={date}
        displayType={row.displayType}
        height={CHART_HEIGHTS.quarterly}
        series={series}
        build={lineWithLegend}
      />
    </SummaryDrawer>
  );
}
