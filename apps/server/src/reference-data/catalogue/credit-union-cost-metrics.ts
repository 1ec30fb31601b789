import { CATEGORY_TITLES } from './category-titles';
import { cuInterestBearingFunding, cuItem, cuTotalAssets } from './credit-union-items';
import { averageOverQuarter } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { quarterCost } from './quarter-cost';

/**
 * Category 2 for credit unions: the quarter's own dividend and interest expense (YTD minus the
 * previous quarter's YTD within the year; Q1 is its own YTD) × 4, over the average of this and
 * the previous quarter-end balance. Percent; lower is better. The 5300 does not split dividends
 * by share type (only dividends on shares 380, interest on deposits 381, interest on borrowed
 * money 340), so there is no cost per share product.
 */
const entries: MetricEntry[] = [
  quarterCost(
    'credit union',
    'FPR_QCOSTSHDEP',
    'Cost of Shares and Deposits',
    'Annualized dividends and deposit interest paid this quarter as a percent of average shares and deposits. Lower is better.',
    ['380', '381'],
    'mean of ACCT_018 at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuItem(r, '018', back)),
  ),
  quarterCost(
    'credit union',
    'FPR_QCOSTSHR',
    'Cost of Member Shares',
    'Annualized dividends on shares paid this quarter as a percent of average member shares (state-chartered credit unions book deposit interest apart, in 381). Lower is better.',
    ['380'],
    'mean of ACCT_013 at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuItem(r, '013', back)),
  ),
  quarterCost(
    'credit union',
    'FPR_QCOSTBORR',
    'Cost of Borrowings',
    'Annualized interest on borrowed money paid this quarter as a percent of average borrowings. Lower is better.',
    ['340'],
    'mean of ACCT_860C at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuItem(r, '860C', back)),
  ),
  quarterCost(
    'credit union',
    'FPR_QCOF',
    'Quarterly Cost of Funds',
    'Annualized total interest expense (dividends, deposit interest and interest on borrowings) of the quarter as a percent of average shares, deposits and borrowings. Lower is better.',
    ['350'],
    'mean of ACCT_018 + ACCT_860C at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuInterestBearingFunding(r, back)),
  ),
  quarterCost(
    'credit union',
    'FPR_QCOFAA',
    'Quarterly Cost of Funds to Average Assets',
    'Annualized total interest expense of the quarter as a percent of average assets (the FPR basis). Lower is better.',
    ['350'],
    'mean of ACCT_010 at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuTotalAssets(r, back)),
  ),
  quarterCost(
    'credit union',
    'FPR_QDIVAA',
    'Dividends and Deposit Interest to Average Assets',
    'Annualized dividends and deposit interest of the quarter as a percent of average assets. Lower is better.',
    ['380', '381'],
    'mean of ACCT_010 at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => cuTotalAssets(r, back)),
  ),
];

export const creditUnionCostMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.depositAndBorrowingCosts,
  entries,
);
