import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import {
  cuAverage,
  cuAverageAssets,
  cuEarningAssets,
  cuInterestBearingFunding,
  cuItem,
  cuItemSum,
  cuLoans,
  cuNetWorth,
  cuProvision,
  cuTotalAssets,
} from './credit-union-items';
import {
  addAll,
  annualizedQuarter,
  averageOverQuarter,
  percentOf,
  quarterOnly,
  subtract,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { annualizedRatio } from './annualized-ratio';
import { ytdDollars } from './dollar-metrics';

/**
 * Credit-union earnings, year to date, on the NCUA FPR conventions (research §2.9): YTD income
 * annualized × 12 / month (= × 4 / quarter) over an FPR average, (current + prior December) / 2.
 */

const AVG_ASSETS = 'average assets ((ACCT_010 now + at the prior December) / 2)';

const acct = (account: string) => (report: ReportHistory) => (back: number) =>
  cuItem(report, account, back);
const averageAssets = (report: ReportHistory) => cuAverageAssets(report);
/** Net interest income YTD: total interest income 115 − total interest expense 350. */
const netInterestIncome = (report: ReportHistory, back = 0) =>
  subtract(cuItem(report, '115', back), cuItem(report, '350', back));
/** Revenue: net interest income + non-interest income 117, all required. */
const revenue = (report: ReportHistory) =>
  addAll([netInterestIncome(report), cuItem(report, '117')]);
const averageEarningAssets = (report: ReportHistory) =>
  cuAverage(report, (back) => cuEarningAssets(report, back));
/** Investments and interest-bearing cash: earning assets less loans 025B and loans held for sale 003. */
const investmentsAndCash = (report: ReportHistory, back: number) => {
  const earning = cuEarningAssets(report, back);
  return earning === null ? null : earning - (cuItemSum(report, ['025B', '003'], back) ?? 0);
};

const entries: MetricEntry[] = [
  // FPR #11
  annualizedRatio(
    'credit union',
    'FPR_ROA',
    'Return on Assets',
    'Net income as a percent of average assets, annualized: what the credit union earns on each dollar of assets. Higher is better.',
    'H',
    `ACCT_661A / ${AVG_ASSETS}`,
    'NCUA FPR return on average assets',
    acct('661A'),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_ROE',
    'Return on Equity',
    'Net income as a percent of average net worth, annualized: the rate at which earnings build capital. Higher is better.',
    'H',
    'ACCT_661A / ((ACCT_997 now + at the prior December) / 2)',
    'NCUA FPR conventions; industry return on net worth',
    acct('661A'),
    (r) => cuAverage(r, (back) => cuNetWorth(r, back)),
  ),
  // FPR #17, current form
  annualizedRatio(
    'credit union',
    'FPR_NIM',
    'Net Interest Margin',
    'Interest income less dividends and interest expense, as a percent of average assets, annualized (the FPR definition). Higher is better.',
    'H',
    `(ACCT_115 − ACCT_350) / ${AVG_ASSETS}`,
    'NCUA FPR net interest margin / average assets',
    (r) => (back) => netInterestIncome(r, back),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_YEA',
    'Yield on Earning Assets',
    'Total interest income as a percent of average earning assets (assets less cash on hand, fixed assets, the NCUSIF deposit, foreclosed and other assets), annualized. Higher is better.',
    'H',
    'ACCT_115 / average (ACCT_010 − ACCT_730A − 007 − 008 − 794 − 798A − 009A − 009B − 009C)',
    'NCUA FPR conventions; earning assets as documented in credit-union-items',
    acct('115'),
    averageEarningAssets,
  ),
  // FPR #13
  annualizedRatio(
    'credit union',
    'FPR_LNYLD',
    'Loan Yield',
    'Interest on loans net of interest refunds, as a percent of average loans, annualized. Higher is better.',
    'H',
    '(ACCT_110 − ACCT_119) / ((ACCT_025B now + at the prior December) / 2)',
    'NCUA FPR yield on average loans',
    (r) => (back) => subtract(cuItem(r, '110', back), cuItem(r, '119', back)),
    (r) => cuAverage(r, (back) => cuLoans(r, back)),
  ),
  // FPR #14
  annualizedRatio(
    'credit union',
    'FPR_INVYLD',
    'Yield on Investments and Cash',
    'Investment income (including trading gains) as a percent of average investments and interest-bearing cash, annualized. Higher is better.',
    'H',
    '(ACCT_120 + ACCT_124) / average (earning assets − ACCT_025B − ACCT_003)',
    'NCUA FPR yield on average investments',
    (r) => (back) => cuItemSum(r, ['120', '124'], back),
    (r) => cuAverage(r, (back) => investmentsAndCash(r, back)),
  ),
  annualizedRatio(
    'credit union',
    'FPR_COF',
    'Cost of Funds',
    'Dividends and interest expense as a percent of average shares, deposits and borrowings, annualized year to date. Lower is better.',
    'L',
    'ACCT_350 / average (ACCT_018 + ACCT_860C)',
    'NCUA FPR cost of funds, on interest-bearing funding',
    acct('350'),
    (r) => cuAverage(r, (back) => cuInterestBearingFunding(r, back)),
  ),
  // FPR #16
  annualizedRatio(
    'credit union',
    'FPR_COFAA',
    'Cost of Funds to Average Assets',
    'Dividends, deposit interest and interest on borrowings as a percent of average assets, annualized (the FPR definition). Lower is better.',
    'L',
    `(ACCT_380 + ACCT_381 + ACCT_340) / ${AVG_ASSETS}`,
    'NCUA FPR cost of funds / average assets',
    (r) => (back) => cuItemSum(r, ['380', '381', '340'], back),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_DEPCOST',
    'Deposit Cost',
    'Dividends on shares and interest on deposits as a percent of average shares and deposits, annualized year to date. Lower is better.',
    'L',
    '(ACCT_380 + ACCT_381) / ((ACCT_018 now + at the prior December) / 2)',
    'NCUA FPR conventions, cost of shares and deposits',
    (r) => (back) => cuItemSum(r, ['380', '381'], back),
    (r) => cuAverage(r, (back) => cuItem(r, '018', back)),
  ),
  annualizedRatio(
    'credit union',
    'FPR_INTINCAA',
    'Interest Income to Average Assets',
    'Total interest income as a percent of average assets, annualized. Higher is better.',
    'H',
    `ACCT_115 / ${AVG_ASSETS}`,
    'NCUA FPR conventions',
    acct('115'),
    averageAssets,
  ),
  // FPR #18
  annualizedRatio(
    'credit union',
    'FPR_OPEXAA',
    'Operating Expense to Average Assets',
    'Total non-interest (operating) expense as a percent of average assets, annualized. Lower is better.',
    'L',
    `ACCT_671 / ${AVG_ASSETS}`,
    'NCUA FPR operating expenses / average assets',
    acct('671'),
    averageAssets,
  ),
  {
    // spec 2 peer-group column title
    alternateTitle: 'Non Interest Income to Total Assets',
    ...annualizedRatio(
      'credit union',
      'FPR_NONINTINCAA',
      'Non-Interest Income to Average Assets',
      'Fee and other non-interest income as a percent of average assets, annualized. Higher is better.',
      'H',
      `ACCT_117 / ${AVG_ASSETS}`,
      'NCUA FPR fee and other operating income / average assets (current form: total non-interest income)',
      acct('117'),
      averageAssets,
    ),
  },
  annualizedRatio(
    'credit union',
    'FPR_FEEINCAA',
    'Fee Income to Average Assets',
    'Fee income as a percent of average assets, annualized. Higher is better.',
    'H',
    `ACCT_131 / ${AVG_ASSETS}`,
    'NCUA FPR fee income / average assets',
    acct('131'),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_NETOVERHEAD',
    'Net Overhead',
    'Operating expense less non-interest income as a percent of average assets, annualized: the overhead not paid for by fees. Lower is better.',
    'L',
    `(ACCT_671 − ACCT_117) / ${AVG_ASSETS}`,
    'NCUA FPR conventions; UBPR E087 analogue',
    (r) => (back) => subtract(cuItem(r, '671', back), cuItem(r, '117', back)),
    averageAssets,
  ),
  {
    metricId: 'FPR_EFFICIENCY',
    metricTitle: 'Efficiency Ratio',
    metricInformation:
      'Operating expense as a percent of net interest income plus non-interest income: the cost of producing a dollar of revenue. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      'ACCT_671 / (ACCT_115 − ACCT_350 + ACCT_117) × 100, year to date. Source: NCUA FPR efficiency ratio.',
    compute: (r) => percentOf(cuItem(r, '671'), revenue(r)),
  },
  annualizedRatio(
    'credit union',
    'FPR_PROVAA',
    'Provision to Average Assets',
    'Provision for loan losses or, for CECL adopters, total credit loss expense, as a percent of average assets, annualized. Lower is better.',
    'L',
    `(ACCT_300 + ACCT_IS0017) / ${AVG_ASSETS}`,
    'NCUA FPR provision for loan & lease losses / average assets',
    (r) => (back) => cuProvision(r, back),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_COMPAA',
    'Compensation to Average Assets',
    'Employee compensation and benefits as a percent of average assets, annualized. Lower is better.',
    'L',
    `ACCT_210 / ${AVG_ASSETS}`,
    'NCUA FPR employee compensation & benefits / average assets',
    acct('210'),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_OCCAA',
    'Occupancy Expense to Average Assets',
    'Office occupancy expense as a percent of average assets, annualized. Lower is better.',
    'L',
    `ACCT_250 / ${AVG_ASSETS}`,
    'NCUA FPR office occupancy / average assets',
    acct('250'),
    averageAssets,
  ),
  annualizedRatio(
    'credit union',
    'FPR_OPSAA',
    'Office Operations Expense to Average Assets',
    'Office operations expense as a percent of average assets, annualized. Lower is better.',
    'L',
    `ACCT_260 / ${AVG_ASSETS}`,
    'NCUA FPR office operations / average assets',
    acct('260'),
    averageAssets,
  ),
  {
    metricId: 'FPR_NIIREV',
    metricTitle: 'Non-Interest Income to Revenue',
    metricInformation:
      'Non-interest income as a percent of net interest income plus non-interest income: how much revenue comes from fees and other income. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'ACCT_117 / (ACCT_115 − ACCT_350 + ACCT_117) × 100, year to date. Source: NCUA FPR conventions.',
    compute: (r) => percentOf(cuItem(r, '117'), revenue(r)),
  },
  {
    metricId: 'FPR_ROAQ',
    metricTitle: 'Return on Assets (Quarter)',
    metricInformation:
      'This quarter’s own net income, annualized × 4, as a percent of the average of this and the previous quarter-end assets. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'ACCT_661A of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / mean of ACCT_010 at this and the previous quarter-end × 100. Source: NCUA FPR ROA on a quarter basis.',
    compute: (r) =>
      percentOf(
        annualizedQuarter(r, (back) => cuItem(r, '661A', back)),
        averageOverQuarter((back) => cuTotalAssets(r, back)),
      ),
  },
  ytdDollars(
    'credit union',
    'ACCT_661A',
    'Net Income (YTD)',
    'Net income (loss), year to date.',
    'ACCT_661A',
    (r) => cuItem(r, '661A'),
  ),
  {
    metricId: 'ACCT_NIQ',
    metricTitle: 'Net Income (Quarter)',
    metricInformation:
      'Net income of the quarter alone: year-to-date net income less the previous quarter’s year-to-date figure.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'ACCT_661A YTD − ACCT_661A YTD of the previous quarter (Q1 = YTD), whole dollars. Source: NCUA 5300 Statement of Income.',
    compute: (r) => quarterOnly(r, (back) => cuItem(r, '661A', back)),
  },
  ytdDollars(
    'credit union',
    'ACCT_115',
    'Total Interest Income (YTD)',
    'Interest on loans, investment income and other interest income, year to date.',
    'ACCT_115',
    (r) => cuItem(r, '115'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_350',
    'Total Interest Expense (YTD)',
    'Dividends on shares, interest on deposits and interest on borrowed money, year to date.',
    'ACCT_350',
    (r) => cuItem(r, '350'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_117',
    'Total Non-Interest Income (YTD)',
    'Fee income and other non-interest income, year to date.',
    'ACCT_117',
    (r) => cuItem(r, '117'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_131',
    'Fee Income (YTD)',
    'Fee income, year to date.',
    'ACCT_131',
    (r) => cuItem(r, '131'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_671',
    'Total Non-Interest Expense (YTD)',
    'Compensation, occupancy, operations and other operating expense, year to date.',
    'ACCT_671',
    (r) => cuItem(r, '671'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_210',
    'Employee Compensation and Benefits (YTD)',
    'Employee compensation and benefits, year to date.',
    'ACCT_210',
    (r) => cuItem(r, '210'),
  ),
  ytdDollars(
    'credit union',
    'ACCT_PROV',
    'Provision for Loan Losses (YTD)',
    'Provision for loan and lease losses or, for CECL adopters, total credit loss expense, year to date.',
    'ACCT_300 + ACCT_IS0017',
    (r) => cuProvision(r),
  ),
];

export const creditUnionEarningsMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.earnings,
  entries,
);
