import type { InstitutionType } from '@app/core/domain/products';

import type { RankSort } from '@app/core/analytics/rank-sort';
import type { DisplayType } from '@app/core/domain/display-type';

export type { DisplayType, RankSort };

/**
 * One institution's call reports up to the quarter being computed. Codes are the agency's,
 * upper-cased; amounts as published (thousands for banks, dollars for credit unions).
 */
export interface ReportHistory {
  readonly institutionType: InstitutionType;
  /** The quarter being computed, YYYY-MM-DD. */
  readonly reportDate: string;
  /** 1 to 4: the quarter of the calendar year (income items are year-to-date). */
  readonly quarter: 1 | 2 | 3 | 4;
  /** The item `back` quarters before the current one (0 = current); null when not reported. */
  item(code: string, back?: number): number | null;
}

/**
 * A metric of the catalogue, its formula written once. Units of the result: money in whole
 * dollars (bank thousands are scaled), PCT in percent (1.25 means 1.25%), PCT2 as a fraction
 * of 1, counts and ratios as plain numbers. The formula returns null, never NaN or Infinity,
 * when an input is missing or a denominator is zero.
 */
export interface MetricDefinition {
  metricId: string;
  institutionType: InstitutionType;
  metricTitle: string;
  /** The information text shown behind the metric's information icon. */
  metricInformation: string;
  categoryTitle: string;
  metricDisplayOrder: number;
  displayType: DisplayType;
  rankSort: RankSort;
  /** The formula in words and codes, with its source (UBPR or NCUA FPR definition). */
  description: string;
  alternateTitle?: string;
  compute(report: ReportHistory): number | null;
  /**
   * Set for a metric defined as a ratio of summable items (compute = numerator / denominator
   * × scale), so a group's aggregate ratio is Σ numerator / Σ denominator × scale (issue 28).
   * Metrics without it (growth rates, counts, scores, averages of ratios) have no aggregate.
   */
  ratio?: MetricRatio;
}

/** The summable parts of a ratio metric, in the units compute() divides. */
export interface MetricRatio {
  numerator(report: ReportHistory): number | null;
  denominator(report: ReportHistory): number | null;
  scale: number;
}
