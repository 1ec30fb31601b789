import type { ReportHistory } from './metric-definition';
import {
  bankDeposits,
  bankItem,
  bankLoans,
  domesticItemSum,
  incomeItem,
  incomeItemSum,
} from './bank-items';
import { bankYearAverage } from './bank-averages';
import { CATEGORY_TITLES } from './category-titles';
import {
  annualizedYtd,
  firstPresent,
  meanAt,
  percentOf,
  thousandsToDollars,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Bank services and revenue mix: the indicators behind the targeted search's "Services Offered"
 * (spec 2, section 2.12: mortgage origination, credit cards, lease financing, wealth services,
 * insurance, each against a 2% threshold) and the make-up of non-interest income. Fee shares
 * are of YTD non-interest income RIAD4079 and are null when it is not above 0.
 */

/**
 * Residential mortgages held for sale at a quarter-end: RC-P closed-end first and junior liens
 * RCONF072 + RCONF073 when the bank files RC-P (significant mortgage banking only), else all
 * loans held for sale C(5369) (research §4.5).
 */
export function residentialHeldForSale(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    domesticItemSum(report, ['F072', 'F073'], back),
    bankItem(report, '5369', back),
  );
}

function shareOfNonInterestIncome(report: ReportHistory, part: number | null): number | null {
  const total = incomeItem(report, '4079');
  if (total === null || total <= 0) return null;
  return percentOf(part, total);
}

function feeShare(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  items: readonly string[],
): MetricEntry {
  const codes = items.map((item) => `RIAD${item}`).join(' + ');
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort: 'H',
    description: `(${codes}) / RIAD4079 × 100, year to date; null when RIAD4079 ≤ 0. Source: UBPR Noninterest Income and Expenses page.`,
    compute: (r) => shareOfNonInterestIncome(r, incomeItemSum(r, items)),
  };
}

const entries: MetricEntry[] = [
  {
    metricId: 'LBPRHFSRES4Q',
    metricTitle: 'Residential Mortgages Held for Sale to Loans (4-Qtr Avg)',
    metricInformation:
      'Residential mortgages held for sale as a percent of total loans, averaged over the last four quarter-ends. Above 2% indicates a mortgage origination business (targeted search service indicator).',
    displayType: 'PCT',
    rankSort: 'N',
    description:
      'mean over this and the 3 previous quarter-ends of (RCONF072 + RCONF073, else C(5369)) / C(2122) × 100; null when any of the four quarters is missing. Source: Call Report Schedule RC-P item 4 (research §4.5), spec 2 mortgage origination indicator.',
    compute: (r) =>
      meanAt(
        (back) => percentOf(residentialHeldForSale(r, back), bankLoans(r, back)),
        [0, 1, 2, 3],
      ),
  },
  {
    metricId: 'LBPRLSEFIN',
    metricTitle: 'Lease Financing to Loans and Leases',
    metricInformation:
      'Lease financing receivables as a percent of total loans and leases. Above 2% indicates a lease financing business (targeted search service indicator).',
    displayType: 'PCT',
    rankSort: 'N',
    description:
      'C(2165) / C(2122) × 100, at quarter-end. Source: UBPR Loan Mix page, lease financing receivables.',
    compute: (r) => percentOf(bankItem(r, '2165'), bankLoans(r)),
  },
  feeShare(
    'LBPRFIDNII',
    'Fiduciary Income to Non-Interest Income',
    'Income from fiduciary (trust and wealth) activities as a percent of non-interest income, year to date. Above 2% indicates wealth services (targeted search service indicator).',
    ['4070'],
  ),
  feeShare(
    'LBPRINSNII',
    'Insurance Income to Non-Interest Income',
    'Insurance underwriting and other insurance commissions as a percent of non-interest income, year to date. Above 2% indicates an insurance business (targeted search service indicator).',
    ['C386', 'C387'],
  ),
  feeShare(
    'LBPRSVCNII',
    'Service Charges to Non-Interest Income',
    'Service charges on deposit accounts as a percent of non-interest income, year to date.',
    ['4080'],
  ),
  feeShare(
    'LBPRLNSALENII',
    'Gains on Loan Sales to Non-Interest Income',
    'Net gains on sales of loans and leases as a percent of non-interest income, year to date.',
    ['5416'],
  ),
  feeShare(
    'LBPRSERVNII',
    'Net Servicing Fees to Non-Interest Income',
    'Net loan servicing fees as a percent of non-interest income, year to date.',
    ['B492'],
  ),
  feeShare(
    'LBPRBROKNII',
    'Brokerage and Annuity Income to Non-Interest Income',
    'Securities brokerage fees and annuity sales commissions as a percent of non-interest income, year to date.',
    ['C886', 'C887'],
  ),
  {
    metricId: 'LBPRSVCDEP',
    metricTitle: 'Service Charges to Average Deposits',
    metricInformation:
      'Service charges on deposit accounts, annualized, as a percent of average deposits: how much fee income the deposit base produces. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'RIAD4080 YTD annualized × 4 / quarter / average (RCON2200 + RCFN2200) over the quarter-ends from the prior December × 100. Source: UBPR Noninterest Income and Expenses page.',
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => incomeItem(r, '4080', back)),
        bankYearAverage(r, (back) => bankDeposits(r, back)),
      ),
  },
  {
    metricId: 'LBPR4070',
    metricTitle: 'Fiduciary Income (YTD)',
    metricInformation:
      'Income from fiduciary (trust and wealth management) activities, year to date, in dollars. A size measure; no direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description: 'RIAD4070, year to date, in thousands × 1000. Source: Call Report Schedule RI.',
    compute: (r) => thousandsToDollars(incomeItem(r, '4070')),
  },
  {
    metricId: 'LBPR4080',
    metricTitle: 'Service Charges on Deposit Accounts (YTD)',
    metricInformation:
      'Service charges on deposit accounts, year to date, in dollars. A size measure; no direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description: 'RIAD4080, year to date, in thousands × 1000. Source: Call Report Schedule RI.',
    compute: (r) => thousandsToDollars(incomeItem(r, '4080')),
  },
  {
    metricId: 'LBPRINSINC',
    metricTitle: 'Insurance Income (YTD)',
    metricInformation:
      'Insurance underwriting income plus commissions from other insurance activities, year to date.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RIADC386 + RIADC387, year to date, in thousands × 1000. Source: Call Report Schedule RI.',
    compute: (r) => thousandsToDollars(incomeItemSum(r, ['C386', 'C387'])),
  },
];

export const bankServiceMetrics = metricCategory('bank', CATEGORY_TITLES.bankServices, entries);
