import type { ReportHistory } from './metric-definition';
import {
  bankItem,
  bankLoans,
  bankNetChargeOffs,
  bankNoncurrentLoans,
  bankProvision,
  incomeItem,
} from './bank-items';
import {
  BANK_AVERAGE_LOANS_CODES,
  bankAverageLoans,
  bankQuarterAverageLoans,
} from './bank-averages';
import { CATEGORY_TITLES } from './category-titles';
import { orFdicPublishedRatio } from './fdic-published-ratio';
import {
  annualizedQuarter,
  annualizedYtd,
  averageOverQuarter,
  firstPresent,
  percentOf,
  safeDivide,
  thousandsToDollars,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Bank allowance and charge-offs. Charge-offs RIAD4635 and recoveries RIAD4605 are the RI-B
 * Part I totals [K], year to date (FDIC SDI gives only their difference, ntlnls); rates are
 * annualized over the UBPR's average loans and leases: the YTD mean of the RC-K quarterly
 * averages, else of the quarter-end C(2122) from the prior December (bank-items.ts).
 */

const NET_CHARGE_OFFS = '(RIAD4635 − RIAD4605; FDIC SDI ntlnls)';

const netChargeOffs = (r: ReportHistory, back = 0) => bankNetChargeOffs(r, back);

const averageLoans = (r: ReportHistory) => bankAverageLoans(r);

/** Annualized net charge-offs, only when positive (ratios on a net recovery are meaningless). */
const positiveAnnualNetChargeOffs = (r: ReportHistory) => {
  const value = annualizedYtd(r, (back) => netChargeOffs(r, back));
  return value === null || value <= 0 ? null : value;
};

const entries: MetricEntry[] = [
  orFdicPublishedRatio(
    {
      metricId: 'LBPRNCO',
      metricTitle: 'Net Charge-offs to Average Loans',
      metricInformation:
        'Loans charged off less recoveries, annualized, as a percent of average loans and leases: the realized credit loss rate. Lower is better.',
      displayType: 'PCT',
      rankSort: 'L',
      description: `${NET_CHARGE_OFFS} YTD annualized × 4 / quarter / ${BANK_AVERAGE_LOANS_CODES} × 100. Source: UBPR Analysis of Credit Allowance page, net loss to average total loans and leases.`,
      compute: (r) =>
        percentOf(
          annualizedYtd(r, (back) => netChargeOffs(r, back)),
          averageLoans(r),
        ),
    },
    'NTLNLSR',
  ),
  {
    metricId: 'LBPRALLLLN',
    metricTitle: 'Allowance to Loans',
    metricInformation:
      'Allowance for credit losses on loans as a percent of total loans and leases. A higher reserve can mean prudence or riskier loans, so no direction is better.',
    displayType: 'PCT',
    rankSort: 'N',
    description: 'C(3123) / C(2122) × 100. Source: UBPR Analysis of Credit Allowance page.',
    compute: (r) => percentOf(bankItem(r, '3123'), bankLoans(r)),
  },
  {
    metricId: 'LBPRALLLCOV',
    metricTitle: 'Allowance Coverage of Noncurrent Loans',
    metricInformation:
      'Allowance for credit losses as a percent of noncurrent loans (90+ days past due and nonaccrual): how many times problem loans are reserved. Higher is better; null when there are no noncurrent loans.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'C(3123) / (C(1403) + C(1407)) × 100. Source: UBPR Analysis of Credit Allowance page, allowance to noncurrent loans and leases (research §4.4).',
    compute: (r) => percentOf(bankItem(r, '3123'), bankNoncurrentLoans(r)),
  },
  {
    metricId: 'LBPRGCO',
    metricTitle: 'Gross Charge-offs to Average Loans',
    metricInformation:
      'Loans charged off before recoveries, annualized, as a percent of average loans and leases. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description: `RIAD4635 YTD annualized × 4 / quarter / ${BANK_AVERAGE_LOANS_CODES} × 100. Source: UBPR Analysis of Credit Allowance page, gross loss to average total loans.`,
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => incomeItem(r, '4635', back)),
        averageLoans(r),
      ),
  },
  {
    metricId: 'LBPRRECOV',
    metricTitle: 'Recoveries to Gross Charge-offs',
    metricInformation:
      'Recoveries as a percent of loans charged off, year to date: how much of the losses the bank collects back. Higher is better; null without charge-offs.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'RIAD4605 / RIAD4635 × 100, year to date. Source: UBPR Analysis of Credit Allowance page, recoveries to prior credit loss.',
    compute: (r) => percentOf(incomeItem(r, '4605'), incomeItem(r, '4635')),
  },
  {
    metricId: 'LBPRPROVNCO',
    metricTitle: 'Provision to Net Charge-offs',
    metricInformation:
      'Provision for credit losses as a percent of net charge-offs, year to date: above 100% the bank is building its reserve. No better direction; null when net charge-offs are not positive.',
    displayType: 'PCT',
    rankSort: 'N',
    description:
      '(RIADJJ33, else RIAD4230) / (RIAD4635 − RIAD4605; FDIC SDI ntlnls) × 100, year to date; null when net charge-offs ≤ 0. Source: UBPR Analysis of Credit Allowance page, provision to net losses.',
    compute: (r) => {
      const net = netChargeOffs(r);
      return net === null || net <= 0 ? null : percentOf(bankProvision(r), net);
    },
  },
  {
    metricId: 'LBPRALLLNCO',
    metricTitle: 'Allowance to Net Charge-offs (Years)',
    metricInformation:
      'The allowance divided by annualized net charge-offs: how many years of current losses the reserve would cover. Higher is better; null when net charge-offs are not positive.',
    displayType: 'DEC',
    rankSort: 'H',
    description:
      'C(3123) / ((RIAD4635 − RIAD4605; FDIC SDI ntlnls) YTD annualized × 4 / quarter), in years. Source: UBPR Analysis of Credit Allowance page, allowance to net losses (X).',
    compute: (r) => safeDivide(bankItem(r, '3123'), positiveAnnualNetChargeOffs(r)),
  },
  {
    metricId: 'LBPRNCOQ',
    metricTitle: 'Net Charge-offs to Average Loans (Quarter)',
    metricInformation:
      'Net charge-offs of the quarter alone, annualized × 4, as a percent of the quarter’s average loans and leases. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description: `${NET_CHARGE_OFFS} of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / the quarter’s average loans (RC-K RCON3360 + RCFN3360 + C(3484), else the mean of C(2122) at this and the previous quarter-end) × 100. Source: UBPR net loss rate on a quarter basis.`,
    compute: (r) =>
      percentOf(
        annualizedQuarter(r, (back) => netChargeOffs(r, back)),
        firstPresent(
          bankQuarterAverageLoans(r),
          averageOverQuarter((back) => bankLoans(r, back)),
        ),
      ),
  },
  {
    metricId: 'LBPR4635',
    metricTitle: 'Gross Charge-offs (YTD)',
    metricInformation:
      'Loans and leases charged off against the allowance, year to date, in dollars. A size measure; see the charge-off rates for comparison.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RIAD4635, year to date, in thousands × 1000. Source: Call Report Schedule RI-B Part I.',
    compute: (r) => thousandsToDollars(incomeItem(r, '4635')),
  },
  {
    metricId: 'LBPR4605',
    metricTitle: 'Recoveries (YTD)',
    metricInformation:
      'Recoveries on loans and leases previously charged off, year to date, in dollars. A size measure; see the recovery rate for comparison.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RIAD4605, year to date, in thousands × 1000. Source: Call Report Schedule RI-B Part I.',
    compute: (r) => thousandsToDollars(incomeItem(r, '4605')),
  },
  {
    metricId: 'LBPRNCOUSD',
    metricTitle: 'Net Charge-offs (YTD)',
    metricInformation:
      'Charge-offs less recoveries, year to date, in dollars: the realized credit loss. A size measure; see the net charge-off rate for comparison.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'RIAD4635 − RIAD4605 (FDIC SDI ntlnls), year to date, in thousands × 1000. Source: Call Report Schedule RI-B Part I.',
    compute: (r) => thousandsToDollars(netChargeOffs(r)),
  },
];

export const bankReserveMetrics = metricCategory('bank', CATEGORY_TITLES.reserves, entries);
