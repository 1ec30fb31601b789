import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import type { SummaryLayoutRow } from './quarterly-summary-layout';

/** What both quarterly summaries show of a layout row before its numbers. */
export function presentSummaryRowHead(
  sectionTitle: string,
  layoutRow: SummaryLayoutRow,
  metric: MetricDefinition,
) {
  return {
    sectionTitle,
    rowTitle: metric.metricTitle,
    rowInformation: metric.metricInformation,
    metricId: metric.metricId,
    displayType: metric.displayType,
    rankSort: metric.rankSort,
    level: layoutRow.level,
  };
}
