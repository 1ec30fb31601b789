import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import { cuInterestBearingFunding, cuItem, cuItemSum, cuTotalAssets } from './credit-union-items';
import { annualizedQuarter, averageOverQuarter, percentOf, type ValueAt } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Category 2 for credit unions: the quarter's own dividend and interest expense (YTD minus the
 * previous quarter's YTD within the year; Q1 is its own YTD) × 4, over the average of this and
 * the previous quarter-end balance. Percent; lower is better. The 5300 does not split dividends
 * by share type (only dividends on shares 380, interest on deposits 381, interest on borrowed
 * money 340), so there is no cost per share product.
 */
function quarterCost(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  expenseAccounts: readonly string[],
  balanceCodes: string,
  balance: (report: ReportHistory) => ValueAt,
): MetricEntry {
  const expense = expenseAccounts.map((a) => `ACCT_${a}`).join(' + ');
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort: 'L',
    description: `(${expense}) of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / mean of ${balanceCodes} at this and the previous quarter-end × 100. Source: NCUA FPR cost of funds ratios, on the quarter instead of year to date.`,
    compute: (report) =>
      percentOf(
        annualizedQuarter(report, (back) => cuItemSum(report, expenseAccounts, back)),
        averageOverQuarter(balance(report)),
      ),
  };
}

const entries: MetricEntry[] = [
  quarterCost(
    'FPR_QCOSTSHDEP',
    'Cost of Shares and Deposits',
    'Annualized dividends and deposit interest paid this quarter as a percent of average shares and deposits. Lower is better.',
    ['380', '381'],
    'ACCT_018',
    (r) => (back) => cuItem(r, '018', back),
  ),
  quarterCost(
    'FPR_QCOSTSHR',
    'Cost of Member Shares',
    'Annualized dividends on shares paid this quarter as a percent of average member shares (state-chartered credit unions book deposit interest apart, in 381). Lower is better.',
    ['380'],
    'ACCT_013',
    (r) => (back) => cuItem(r, '013', back),
  ),
  quarterCost(
    'FPR_QCOSTBORR',
    'Cost of Borrowings',
    'Annualized interest on borrowed money paid this quarter as a percent of average borrowings. Lower is better.',
    ['340'],
    'ACCT_860C',
    (r) => (back) => cuItem(r, '860C', back),
  ),
  quarterCost(
    'FPR_QCOF',
    'Cost of Funds',
    'Annualized total interest expense (dividends, deposit interest and interest on borrowings) of the quarter as a percent of average shares, deposits and borrowings. Lower is better.',
    ['350'],
    'ACCT_018 + ACCT_860C',
    (r) => (back) => cuInterestBearingFunding(r, back),
  ),
  quarterCost(
    'FPR_QCOFAA',
    'Cost of Funds to Average Assets',
    'Annualized total interest expense of the quarter as a percent of average assets (the FPR basis). Lower is better.',
    ['350'],
    'ACCT_010',
    (r) => (back) => cuTotalAssets(r, back),
  ),
  quarterCost(
    'FPR_QDIVAA',
    'Dividends and Deposit Interest to Average Assets',
    'Annualized dividends and deposit interest of the quarter as a percent of average assets. Lower is better.',
    ['380', '381'],
    'ACCT_010',
    (r) => (back) => cuTotalAssets(r, back),
  ),
];

export const creditUnionCostMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.depositAndBorrowingCosts,
  entries,
);
