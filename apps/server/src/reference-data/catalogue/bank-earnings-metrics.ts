import type { ReportHistory } from './metric-definition';
import {
  BANK_INTEREST_BEARING_LIABILITIES_CODES,
  bankDepositInterest,
  bankDepositItem,
  bankEquity,
  bankInterestBearingLiabilities,
  bankProvision,
  bankQuarterAverageInterestBearingDeposits,
  bankQuarterAverageInterestBearingLiabilities,
  incomeItem,
  incomeItemSum,
  sdiTotal,
} from './bank-items';
import {
  BANK_AVERAGE_ASSETS_CODES,
  BANK_AVERAGE_EARNING_ASSETS_CODES,
  BANK_AVERAGE_LOANS_CODES,
  bankAverageAssets,
  bankAverageEarningAssets,
  bankAverageLoans,
  bankQuarterAssets,
  bankReportedYearAverage,
  bankYearAverage,
} from './bank-averages';
import { CATEGORY_TITLES } from './category-titles';
import { orFdicPublishedRatio } from './fdic-published-ratio';
import {
  addAll,
  annualizedQuarter,
  firstPresent,
  percentOf,
  quarterOnly,
  subtract,
  thousandsToDollars,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { annualizedRatio } from './annualized-ratio';
import { ytdDollars } from './dollar-metrics';

/**
 * Bank earnings, year to date. Ratios: the YTD income figure annualized (× 4 / quarter, the
 * UBPR factors) over a YTD average balance. Average assets, loans and earning assets are the
 * UBPR's: the year-to-date mean of the quarterly averages the bank reports on Schedule RC-K
 * (3368 assets, 3360/3484 loans and leases, the earning-asset lines); where the source has no
 * RC-K (FDIC SDI files) FDIC's own average (asset5) or the mean of the quarter-ends from the
 * prior December (bank-items.ts). Ids: UBPR ids where the research cites them (E002 … E005,
 * E013, E087, E088), mnemonics otherwise.
 */

const AVG_ASSETS = BANK_AVERAGE_ASSETS_CODES;

const riad = (item: string) => (report: ReportHistory) => (back: number) =>
  incomeItem(report, item, back);
const averageAssets = (report: ReportHistory) => bankAverageAssets(report);
const averageEarningAssets = (report: ReportHistory) => bankAverageEarningAssets(report);

const entries: MetricEntry[] = [
  // UBPRE013 (research §4.3)
  annualizedRatio(
    'bank',
    'LBPRE013',
    'Return on Assets',
    'Net income as a percent of average assets, annualized: how much the bank earns on each dollar of assets. Average assets are the UBPR’s: the year-to-date mean of the quarterly averages reported on Schedule RC-K (FDIC SDI files: FDIC’s own average of quarter-end assets). Higher is better.',
    'H',
    `RIAD4340 / ${AVG_ASSETS}`,
    'UBPR E013 net income to average assets',
    riad('4340'),
    averageAssets,
  ),
  // UBPR return on equity (research §4.3)
  orFdicPublishedRatio(
    annualizedRatio(
      'bank',
      'LBPRROE',
      'Return on Equity',
      'Net income as a percent of average total bank equity capital, annualized: the return earned for shareholders. Higher is better.',
      'H',
      'RIAD4340 / average C(3210) (quarter-ends from the prior December to now)',
      'UBPR Summary Ratios, return on equity',
      riad('4340'),
      (r) => bankYearAverage(r, (back) => bankEquity(r, back)),
    ),
    'ROE',
  ),
  // UBPR NIM on average earning assets, not tax-equivalent (research §4.1, §4.3)
  orFdicPublishedRatio(
    annualizedRatio(
      'bank',
      'LBPRNIM',
      'Net Interest Margin',
      'Net interest income as a percent of average earning assets (the quarterly averages the bank reports on Schedule RC-K, as the UBPR uses them), annualized. The spread the bank earns on its lending and investing. Higher is better. Not tax-equivalent: the UBPR’s version adds an estimated tax benefit on tax-exempt income that the call report does not state.',
      'H',
      `RIAD4074 / ${BANK_AVERAGE_EARNING_ASSETS_CODES}`,
      'UBPR net interest income to average earning assets (non-TE)',
      riad('4074'),
      averageEarningAssets,
    ),
    'NIMY',
  ),
  annualizedRatio(
    'bank',
    'LBPRE003',
    'Net Interest Income to Average Assets',
    'Net interest income as a percent of average total assets, annualized. Higher is better. Not tax-equivalent: the UBPR’s version adds an estimated tax benefit on tax-exempt income that the call report does not state.',
    'H',
    `RIAD4074 / ${AVG_ASSETS}`,
    'UBPR E003',
    riad('4074'),
    averageAssets,
  ),
  orFdicPublishedRatio(
    annualizedRatio(
      'bank',
      'LBPRYEA',
      'Yield on Earning Assets',
      'Total interest income as a percent of average earning assets, annualized. Higher is better. Not tax-equivalent: the UBPR’s version adds an estimated tax benefit on tax-exempt income that the call report does not state.',
      'H',
      `RIAD4107 / ${BANK_AVERAGE_EARNING_ASSETS_CODES}`,
      'UBPR yield on earning assets (non-TE)',
      riad('4107'),
      averageEarningAssets,
    ),
    'INTINCY',
  ),
  annualizedRatio(
    'bank',
    'LBPRLNYLD',
    'Loan Yield',
    'Interest and fee income on loans and leases as a percent of average loans and leases, annualized. Higher is better. Not tax-equivalent: the UBPR’s version adds an estimated tax benefit on tax-exempt income that the call report does not state. The FDIC publishes no loan yield: for banks imported from FDIC SDI files the interest on loans comes from SDI’s Total Interest Income report and the average loans from its Performance and Condition Ratios report; where the files lack either, the figure is blank and says so.',
    'H',
    `(RIAD4010 + RIAD4065; FDIC SDI ilndom + ils) / ${BANK_AVERAGE_LOANS_CODES}, else FDIC SDI LNLSGR5 (FDIC’s average total loans, Performance and Condition Ratios)`,
    'UBPR yield on total loans and leases (non-TE)',
    (r) => (back) => incomeItemSum(r, ['4010', '4065'], back),
    // FDIC publishes no loan yield: an SDI quarter divides by FDIC's own average loans.
    (r) => firstPresent(bankAverageLoans(r), sdiTotal(r, 'LNLSGR5')),
  ),
  annualizedRatio(
    'bank',
    'LBPRCOF',
    'Cost of Funds',
    'Total interest expense as a percent of average interest-bearing liabilities (interest-bearing deposits, fed funds, repos, borrowings, subordinated debt), annualized year to date. Lower is better.',
    'L',
    `RIAD4073 / average interest-bearing liabilities: YTD mean of RC-K (C(3485) + C(B563) + C(HK16) + C(HK17) + RCFN3404 + C(3353) + C(3355)), else mean of quarter-end (${BANK_INTEREST_BEARING_LIABILITIES_CODES}) from the prior December`,
    'UBPR cost of interest-bearing liabilities',
    riad('4073'),
    (r) =>
      firstPresent(
        bankReportedYearAverage(r, (back) => bankQuarterAverageInterestBearingLiabilities(r, back)),
        bankYearAverage(r, (back) => bankInterestBearingLiabilities(r, back)),
      ),
  ),
  annualizedRatio(
    'bank',
    'LBPRDEPCOST',
    'Deposit Cost',
    'Interest expense on deposits as a percent of average interest-bearing deposits, annualized year to date. Lower is better.',
    'L',
    '(RIAD4508 + RIAD0093 + RIADHK03 + RIADHK04 + RIAD4172) / average interest-bearing deposits: YTD mean of RC-K (C(3485) + C(B563) + C(HK16) + C(HK17) + RCFN3404), else mean of quarter-end (RCON6636 + RCFN6636) from the prior December',
    'UBPR cost of interest-bearing deposits',
    (r) => (back) => bankDepositInterest(r, back),
    (r) =>
      firstPresent(
        bankReportedYearAverage(r, (back) => bankQuarterAverageInterestBearingDeposits(r, back)),
        bankYearAverage(r, (back) => bankDepositItem(r, '6636', back)),
      ),
  ),
  annualizedRatio(
    'bank',
    'LBPRINTINCAA',
    'Interest Income to Average Assets',
    'Total interest income as a percent of average assets, annualized. Higher is better. Not tax-equivalent: the UBPR’s version adds an estimated tax benefit on tax-exempt income that the call report does not state.',
    'H',
    `RIAD4107 / ${AVG_ASSETS}`,
    'UBPR E001 (non-TE)',
    riad('4107'),
    averageAssets,
  ),
  annualizedRatio(
    'bank',
    'LBPRE002',
    'Interest Expense to Average Assets',
    'Total interest expense as a percent of average assets, annualized year to date. Lower is better.',
    'L',
    `RIAD4073 / ${AVG_ASSETS}`,
    'UBPR E002',
    riad('4073'),
    averageAssets,
  ),
  {
    // spec 2 peer-group column title
    alternateTitle: 'Non Interest Income to Total Assets',
    ...annualizedRatio(
      'bank',
      'LBPRE004',
      'Non-Interest Income to Average Assets',
      'Fee and other non-interest income as a percent of average assets, annualized. Higher is better.',
      'H',
      `RIAD4079 / ${AVG_ASSETS}`,
      'UBPR E004',
      riad('4079'),
      averageAssets,
    ),
  },
  annualizedRatio(
    'bank',
    'LBPRE005',
    'Non-Interest Expense to Average Assets',
    'Overhead (salaries, premises and other operating expense) as a percent of average assets, annualized. Lower is better.',
    'L',
    `RIAD4093 / ${AVG_ASSETS}`,
    'UBPR E005',
    riad('4093'),
    averageAssets,
  ),
  annualizedRatio(
    'bank',
    'LBPRE087',
    'Net Overhead',
    'Non-interest expense less non-interest income as a percent of average assets, annualized: the overhead not paid for by fees. Lower is better.',
    'L',
    `(RIAD4093 − RIAD4079) / ${AVG_ASSETS}`,
    'UBPR E087 overhead less non-interest income to average assets',
    (r) => (back) => subtract(incomeItem(r, '4093', back), incomeItem(r, '4079', back)),
    averageAssets,
  ),
  {
    metricId: 'LBPRE088',
    metricTitle: 'Efficiency Ratio',
    metricInformation:
      'Non-interest expense as a percent of net interest income plus non-interest income: the cost of producing a dollar of revenue. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      'RIAD4093 / (RIAD4074 + RIAD4079) × 100, year to date (a ratio of YTD flows needs no annualization). Source: UBPR E088 (non-TE net interest income).',
    compute: (r) =>
      percentOf(incomeItem(r, '4093'), addAll([incomeItem(r, '4074'), incomeItem(r, '4079')])),
  },
  annualizedRatio(
    'bank',
    'LBPRPERSAA',
    'Personnel Expense to Average Assets',
    'Salaries and employee benefits as a percent of average assets, annualized. Lower is better.',
    'L',
    `RIAD4135 / ${AVG_ASSETS}`,
    'UBPR personnel expense to average assets',
    riad('4135'),
    averageAssets,
  ),
  annualizedRatio(
    'bank',
    'LBPROCCAA',
    'Occupancy Expense to Average Assets',
    'Premises and fixed-asset expense as a percent of average assets, annualized. Lower is better.',
    'L',
    `RIAD4217 / ${AVG_ASSETS}`,
    'UBPR occupancy expense to average assets',
    riad('4217'),
    averageAssets,
  ),
  annualizedRatio(
    'bank',
    'LBPRPROVAA',
    'Provision to Average Assets',
    'Provision for credit losses as a percent of average assets, annualized: the earnings cost of credit risk. Lower is better.',
    'L',
    `(RIADJJ33, else RIAD4230) / ${AVG_ASSETS}`,
    'UBPR provision for loan and lease losses to average assets',
    (r) => (back) => bankProvision(r, back),
    averageAssets,
  ),
  annualizedRatio(
    'bank',
    'LBPRPRETAXAA',
    'Pretax Return on Assets',
    'Income before taxes as a percent of average assets, annualized; compares banks with different tax status (S corporations). Higher is better.',
    'H',
    `RIAD4301 / ${AVG_ASSETS}`,
    'UBPR pretax net operating income to average assets',
    riad('4301'),
    averageAssets,
  ),
  {
    metricId: 'LBPRTAXRATE',
    metricTitle: 'Effective Tax Rate',
    metricInformation:
      'Applicable income taxes as a percent of income before taxes, year to date. Depends on tax status; no better direction.',
    displayType: 'PCT',
    rankSort: 'N',
    description: 'RIAD4302 / RIAD4301 × 100, year to date. Source: Call Report Schedule RI.',
    compute: (r) => percentOf(incomeItem(r, '4302'), incomeItem(r, '4301')),
  },
  {
    metricId: 'LBPRNIIREV',
    metricTitle: 'Non-Interest Income to Revenue',
    metricInformation:
      'Non-interest income as a percent of net interest income plus non-interest income: how diversified revenue is beyond lending spread. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'RIAD4079 / (RIAD4074 + RIAD4079) × 100, year to date. Source: UBPR non-interest income composition.',
    compute: (r) =>
      percentOf(incomeItem(r, '4079'), addAll([incomeItem(r, '4074'), incomeItem(r, '4079')])),
  },
  {
    metricId: 'LBPRROAQ',
    metricTitle: 'Return on Assets (Quarter)',
    metricInformation:
      'This quarter’s own net income, annualized × 4, as a percent of the quarter’s average assets. Shows the latest quarter without the rest of the year. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'RIAD4340 of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / the quarter’s average assets (RC-K C(3368), else FDIC SDI asset2, else the mean of C(2170) at this and the previous quarter-end) × 100. Source: UBPR E013 on a quarter basis.',
    compute: (r) =>
      percentOf(
        annualizedQuarter(r, (back) => incomeItem(r, '4340', back)),
        bankQuarterAssets(r),
      ),
  },
  ytdDollars(
    'bank',
    'LBPR4340',
    'Net Income (YTD)',
    'Net income attributable to the bank, year to date.',
    'RIAD4340',
    (r) => incomeItem(r, '4340'),
  ),
  {
    metricId: 'LBPRNIQ',
    metricTitle: 'Net Income (Quarter)',
    metricInformation:
      'Net income of the quarter alone: year-to-date net income less the previous quarter’s year-to-date figure.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RIAD4340 YTD − RIAD4340 YTD of the previous quarter (Q1 = YTD), in thousands × 1000. Source: Call Report Schedule RI.',
    compute: (r) => thousandsToDollars(quarterOnly(r, (back) => incomeItem(r, '4340', back))),
  },
  ytdDollars(
    'bank',
    'LBPR4074',
    'Net Interest Income (YTD)',
    'Interest income less interest expense, year to date.',
    'RIAD4074',
    (r) => incomeItem(r, '4074'),
  ),
  ytdDollars(
    'bank',
    'LBPR4107',
    'Total Interest Income (YTD)',
    'Interest and fee income on loans, securities and balances, year to date.',
    'RIAD4107',
    (r) => incomeItem(r, '4107'),
  ),
  ytdDollars(
    'bank',
    'LBPR4073',
    'Total Interest Expense (YTD)',
    'Interest on deposits, borrowings and subordinated debt, year to date.',
    'RIAD4073',
    (r) => incomeItem(r, '4073'),
  ),
  ytdDollars(
    'bank',
    'LBPR4079',
    'Non-Interest Income (YTD)',
    'Fees, service charges, fiduciary, insurance, gains on loan sales and other non-interest income, year to date.',
    'RIAD4079',
    (r) => incomeItem(r, '4079'),
  ),
  ytdDollars(
    'bank',
    'LBPR4093',
    'Non-Interest Expense (YTD)',
    'Salaries, premises and other operating expense, year to date.',
    'RIAD4093',
    (r) => incomeItem(r, '4093'),
  ),
  ytdDollars(
    'bank',
    'LBPRPROV',
    'Provision for Credit Losses (YTD)',
    'Provision for credit losses (CECL) or for loan and lease losses, year to date.',
    'RIADJJ33, else RIAD4230',
    (r) => bankProvision(r),
  ),
  ytdDollars(
    'bank',
    'LBPR4301',
    'Income before Taxes (YTD)',
    'Income before applicable income taxes and discontinued operations, year to date.',
    'RIAD4301',
    (r) => incomeItem(r, '4301'),
  ),
];

export const bankEarningsMetrics = metricCategory('bank', CATEGORY_TITLES.earnings, entries);
