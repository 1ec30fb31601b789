import {
  bankCoreDeposits,
  bankDeposits,
  bankEquity,
  bankLoans,
  bankNonMaturityDeposits,
  bankTotalAssets,
  incomeItem,
} from './bank-items';
import { CATEGORY_TITLES } from './category-titles';
import { averageAnnualGrowth, growthPercent } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { growthMetrics, type GrowthConcept } from './growth-metrics';

/**
 * Bank growth rates in percent. "Growth" is since the prior year-end, annualized × 4 / quarter
 * (the UBPR and FPR convention; in December it is the 12-month growth). "YoY" compares with the
 * same quarter a year earlier. A base that is missing or not above 0 gives null.
 */
const concepts: GrowthConcept[] = [
  {
    key: 'ASSET',
    name: 'Asset',
    noun: 'total assets',
    codes: 'C(2170)',
    balance: (r) => (back) => bankTotalAssets(r, back),
  },
  {
    key: 'LOAN',
    name: 'Loan',
    noun: 'loans and leases',
    codes: 'C(2122)',
    balance: (r) => (back) => bankLoans(r, back),
  },
  {
    key: 'DEP',
    name: 'Deposit',
    noun: 'total deposits',
    codes: 'RCON2200 + RCFN2200',
    balance: (r) => (back) => bankDeposits(r, back),
  },
  {
    key: 'EQ',
    name: 'Equity',
    noun: 'total bank equity capital',
    codes: 'C(3210)',
    balance: (r) => (back) => bankEquity(r, back),
  },
  {
    key: 'NMD',
    name: 'Non-Maturity Deposit',
    noun: 'non-maturity deposits',
    codes: 'RCON2215 + RCON6810 + RCON0352',
    balance: (r) => (back) => bankNonMaturityDeposits(r, back),
  },
  {
    key: 'COREDEP',
    name: 'Core Deposit',
    noun: 'core deposits',
    codes: 'RCON2200 − RCONJ474 − RCONHK05 (FDIC SDI coredep)',
    balance: (r) => (back) => bankCoreDeposits(r, back),
  },
];

const entries: MetricEntry[] = [
  {
    metricId: 'LBPRASSETGR3',
    metricTitle: 'Asset Growth (3yr Avg)',
    metricInformation:
      'The average of the last three annual asset growth rates (year over year to now, to one year ago and to two years ago). Smooths out one-off years; higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'mean of the year-over-year growth of C(2170) at this quarter, 4 and 8 quarters back (needs C(2170) now and 4, 8, 12 quarters back) × 100. Source: spec 2 peer-group column, UBPR 12-month growth rates.',
    compute: (r) => averageAnnualGrowth((back) => bankTotalAssets(r, back), 3),
  },
  ...growthMetrics('bank', concepts),
  {
    metricId: 'LBPRLOANGR3',
    metricTitle: 'Loan Growth (3yr Avg)',
    metricInformation: 'The average of the last three annual loan growth rates. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'mean of the year-over-year growth of C(2122) at this quarter, 4 and 8 quarters back × 100. Source: UBPR 12-month growth rates.',
    compute: (r) => averageAnnualGrowth((back) => bankLoans(r, back), 3),
  },
  {
    metricId: 'LBPRDEPGR3',
    metricTitle: 'Deposit Growth (3yr Avg)',
    metricInformation:
      'The average of the last three annual deposit growth rates. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'mean of the year-over-year growth of RCON2200 + RCFN2200 at this quarter, 4 and 8 quarters back × 100. Source: UBPR 12-month growth rates.',
    compute: (r) => averageAnnualGrowth((back) => bankDeposits(r, back), 3),
  },
  {
    metricId: 'LBPRNIYOY',
    metricTitle: 'Net Income Growth (Year over Year)',
    metricInformation:
      'Year-to-date net income against the same period a year earlier. Higher is better; null when last year’s figure was zero or a loss.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      '(RIAD4340 YTD − RIAD4340 YTD four quarters ago) / RIAD4340 YTD four quarters ago × 100; null when the base ≤ 0. Source: UBPR net income growth.',
    compute: (r) => growthPercent(incomeItem(r, '4340'), incomeItem(r, '4340', 4)),
  },
];

export const bankGrowthMetrics = metricCategory('bank', CATEGORY_TITLES.growth, entries);
