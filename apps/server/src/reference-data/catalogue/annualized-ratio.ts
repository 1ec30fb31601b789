import type { InstitutionType } from '@app/core/domain/products';
import type { RankSort, ReportHistory } from './metric-definition';
import { annualizedYtd, percentOf, type ValueAt } from './formula-helpers';
import type { MetricEntry } from './metric-category';

/** How each agency words the annualization; the factors are the same (annualizeYtd). */
export const ANNUALIZATION: Record<InstitutionType, string> = {
  bank: '× 4 / quarter',
  'credit union': '× 12 / month',
};

/** A year-to-date income figure annualized, over a balance, in percent. */
export function annualizedRatio(
  type: InstitutionType,
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  rankSort: RankSort,
  formula: string,
  source: string,
  numerator: (report: ReportHistory) => ValueAt,
  denominator: (report: ReportHistory) => number | null,
): MetricEntry {
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort,
    description: `${formula}, YTD annualized ${ANNUALIZATION[type]}, × 100. Source: ${source}.`,
    compute: (report) => percentOf(annualizedYtd(report, numerator(report)), denominator(report)),
    // The FDIC's peer aggregate sums the numerators annualized, then the denominators.
    ratio: {
      numerator: (report) => annualizedYtd(report, numerator(report)),
      denominator,
      scale: 100,
    },
  };
}
