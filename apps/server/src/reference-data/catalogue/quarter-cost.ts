import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from './metric-definition';
import { incomeItemSum } from './bank-items';
import { cuItemSum } from './credit-union-items';
import { annualizedQuarter, percentOf } from './formula-helpers';
import type { MetricEntry } from './metric-category';

/** Where each form files its interest expense, and whose cost ratios these follow. */
const EXPENSE: Record<
  InstitutionType,
  {
    prefix: string;
    read: (report: ReportHistory, items: readonly string[], back: number) => number | null;
    source: string;
  }
> = {
  bank: {
    prefix: 'RIAD',
    read: incomeItemSum,
    source: 'UBPR yield and cost ratios (Page 3)',
  },
  'credit union': {
    prefix: 'ACCT_',
    read: cuItemSum,
    source: 'NCUA FPR cost of funds ratios',
  },
};

/**
 * Category 2, a funding cost of the quarter, annualized: the quarter's own interest expense
 * (YTD minus the previous quarter's YTD within the year; Q1 is its own YTD) × 4, over an
 * average balance of the same quarter. Percent; lower is better. Quarterly rather than year to
 * date because these are the series regressed against market rates (spec 2, 2.7 and 2.8).
 */
export function quarterCost(
  type: InstitutionType,
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  expenseItems: readonly string[],
  averageCodes: string,
  average: (report: ReportHistory) => number | null,
): MetricEntry {
  const { prefix, read, source } = EXPENSE[type];
  const expense = expenseItems.map((item) => `${prefix}${item}`).join(' + ');
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort: 'L',
    description: `(${expense}) of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / ${averageCodes} × 100. Source: ${source}, on the quarter instead of year to date.`,
    compute: (report) =>
      percentOf(
        annualizedQuarter(report, (back) => read(report, expenseItems, back)),
        average(report),
      ),
  };
}
