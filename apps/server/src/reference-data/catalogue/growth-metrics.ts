import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from './metric-definition';
import { ANNUALIZATION } from './annualized-ratio';
import {
  annualizedGrowthSincePriorYearEnd,
  yearOverYearGrowth,
  type ValueAt,
} from './formula-helpers';
import type { MetricEntry } from './metric-category';

/** A balance whose growth is measured, as the growth metrics name and describe it. */
export interface GrowthConcept {
  key: string;
  name: string;
  noun: string;
  codes: string;
  balance: (report: ReportHistory) => ValueAt;
}

/** Each agency's id prefix and its wording of the same two growth rules. */
const GROWTH: Record<
  InstitutionType,
  {
    prefix: string;
    annualizedAs: string;
    growthSource: string;
    yearOverYearSource: string;
  }
> = {
  bank: {
    prefix: 'LBPR',
    annualizedAs: '× 4 / quarter',
    growthSource: 'UBPR growth rates (annualized year to date)',
    yearOverYearSource: 'UBPR 12-month growth rates',
  },
  'credit union': {
    prefix: 'FPR_',
    annualizedAs: '× 12 / month, the FPR growth ratio',
    growthSource: 'NCUA FPR growth ratios',
    yearOverYearSource: 'NCUA FPR growth ratios, 12-month basis',
  },
};

/**
 * Two growth metrics per concept: "Growth" since the prior year-end, annualized (in December
 * the 12-month growth), and "YoY" against the same quarter a year earlier. A base that is
 * missing or not above 0 gives null.
 */
export function growthMetrics(
  type: InstitutionType,
  concepts: readonly GrowthConcept[],
): MetricEntry[] {
  const growth = GROWTH[type];
  return concepts.flatMap((concept) => [
    {
      metricId: `${growth.prefix}${concept.key}GR`,
      metricTitle: `${concept.name} Growth`,
      metricInformation: `Growth of ${concept.noun} since the prior year-end, annualized (${growth.annualizedAs}) so every quarter reads as a yearly rate. Higher is better.`,
      displayType: 'PCT',
      rankSort: 'H',
      description: `(${concept.codes} now − at the prior December) / at the prior December × 100 ${ANNUALIZATION[type]}. Source: ${growth.growthSource}.`,
      compute: (r) => annualizedGrowthSincePriorYearEnd(r, concept.balance(r)),
    },
    {
      metricId: `${growth.prefix}${concept.key}YOY`,
      metricTitle: `${concept.name} Growth (Year over Year)`,
      metricInformation: `Growth of ${concept.noun} over the last four quarters: this quarter-end against the same quarter-end a year earlier. Higher is better.`,
      displayType: 'PCT',
      rankSort: 'H',
      description: `(${concept.codes} now − four quarters ago) / four quarters ago × 100. Source: ${growth.yearOverYearSource}.`,
      compute: (r) => yearOverYearGrowth(concept.balance(r)),
    },
  ]);
}
