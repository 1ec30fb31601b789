import type { RankSort, ReportHistory } from './metric-definition';
import { percentOf } from './formula-helpers';
import type { MetricEntry } from './metric-category';

/**
 * A quarter-end balance ratio in percent, the same rule for banks and credit unions: the
 * numerator over the denominator, both read at the quarter-end.
 */
export function balanceRatio(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  rankSort: RankSort,
  formula: string,
  source: string,
  numerator: (report: ReportHistory) => number | null,
  denominator: (report: ReportHistory) => number | null,
): MetricEntry {
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort,
    description: `${formula} × 100, at quarter-end. Source: ${source}.`,
    compute: (report) => percentOf(numerator(report), denominator(report)),
    ratio: { numerator, denominator, scale: 100 },
  };
}
