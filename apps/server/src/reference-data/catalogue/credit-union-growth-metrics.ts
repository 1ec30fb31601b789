import { CATEGORY_TITLES } from './category-titles';
import {
  cuItem,
  cuLoans,
  cuNetWorth,
  cuNonMaturityShares,
  cuSharesAndDeposits,
  cuTotalAssets,
} from './credit-union-items';
import { averageAnnualGrowth } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { growthMetrics, type GrowthConcept } from './growth-metrics';

/**
 * Credit-union growth in percent. "Growth" is the FPR convention (research §2.9, [K]):
 * (now − prior December) / prior December × 12 / month; "YoY" compares with the same quarter a
 * year earlier. A base that is missing or not above 0 gives null.
 */
const concepts: GrowthConcept[] = [
  {
    key: 'ASSET',
    name: 'Asset',
    noun: 'total assets',
    codes: 'ACCT_010',
    balance: (r) => (back) => cuTotalAssets(r, back),
  },
  {
    key: 'LOAN',
    name: 'Loan',
    noun: 'loans and leases',
    codes: 'ACCT_025B',
    balance: (r) => (back) => cuLoans(r, back),
  },
  {
    key: 'SHR',
    name: 'Share',
    noun: 'shares and deposits',
    codes: 'ACCT_018',
    balance: (r) => (back) => cuSharesAndDeposits(r, back),
  },
  {
    key: 'MEMBER',
    name: 'Member',
    noun: 'membership',
    codes: 'ACCT_083',
    balance: (r) => (back) => cuItem(r, '083', back),
  },
  {
    key: 'NW',
    name: 'Net Worth',
    noun: 'net worth',
    codes: 'ACCT_997',
    balance: (r) => (back) => cuNetWorth(r, back),
  },
  {
    key: 'NMD',
    name: 'Non-Maturity Share',
    noun: 'non-maturity shares',
    codes: 'ACCT_657 + ACCT_902 + ACCT_911 + ACCT_630',
    balance: (r) => (back) => cuNonMaturityShares(r, back),
  },
];

const entries: MetricEntry[] = [
  {
    metricId: 'FPR_ASSETGR3',
    metricTitle: 'Asset Growth (3yr Avg)',
    metricInformation:
      'The average of the last three annual asset growth rates (year over year to now, to one year ago and to two years ago). Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'mean of the year-over-year growth of ACCT_010 at this quarter, 4 and 8 quarters back (needs ACCT_010 now and 4, 8, 12 quarters back) × 100. Source: spec 2 peer-group column, NCUA FPR growth ratios.',
    compute: (r) => averageAnnualGrowth((back) => cuTotalAssets(r, back), 3),
  },
  ...growthMetrics('credit union', concepts),
  {
    metricId: 'FPR_MEMBERGR3',
    metricTitle: 'Member Growth (3yr Avg)',
    metricInformation:
      'The average of the last three annual membership growth rates. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'mean of the year-over-year growth of ACCT_083 at this quarter, 4 and 8 quarters back × 100. Source: NCUA FPR membership growth.',
    compute: (r) => averageAnnualGrowth((back) => cuItem(r, '083', back), 3),
  },
];

export const creditUnionGrowthMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.growth,
  entries,
);
