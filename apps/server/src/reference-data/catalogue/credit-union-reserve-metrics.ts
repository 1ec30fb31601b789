import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import { cuAllowance, cuAverage, cuItem, cuItemSum, cuLoans } from './credit-union-items';
import {
  annualizedQuarter,
  annualizedYtd,
  averageOverQuarter,
  percentOf,
  subtract,
} from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Credit-union allowance and charge-offs. Charge-offs ACCT_550 and recoveries 551 are year to
 * date; rates are annualized (× 12 / month) over the FPR average ((now + prior December) / 2).
 * Net charge-offs by type use the 5300's per-type charge-off and recovery accounts over the
 * average balance of the same type.
 */
const netChargeOffs = (r: ReportHistory, back = 0) =>
  subtract(cuItem(r, '550', back), cuItem(r, '551', back));

const averageLoans = (r: ReportHistory) => cuAverage(r, (back) => cuLoans(r, back));

function netChargeOffRate(
  metricId: string,
  metricTitle: string,
  chargeOff: string,
  recovery: string,
  balance: readonly string[],
): MetricEntry {
  const balanceCodes = balance.map((a) => `ACCT_${a}`).join(' + ');
  return {
    metricId,
    metricTitle,
    metricInformation: `${metricTitle.replace(' Net Charge-offs', '')} loans charged off less recoveries, annualized, as a percent of their average balance. Lower is better.`,
    displayType: 'PCT',
    rankSort: 'L',
    description: `(ACCT_${chargeOff} − ACCT_${recovery}) YTD annualized × 12 / month / average (${balanceCodes}) ((now + prior December) / 2) × 100. Source: NCUA FPR net charge-offs / average loans, by loan type.`,
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => subtract(cuItem(r, chargeOff, back), cuItem(r, recovery, back))),
        cuAverage(r, (back) => cuItemSum(r, balance, back)),
      ),
  };
}

const entries: MetricEntry[] = [
  // FPR #7
  {
    metricId: 'FPR_NCO',
    metricTitle: 'Net Charge-offs to Average Loans',
    metricInformation:
      'Loans charged off less recoveries, annualized, as a percent of average loans: the realized credit loss rate. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      '(ACCT_550 − ACCT_551) YTD annualized × 12 / month / ((ACCT_025B now + at the prior December) / 2) × 100. Source: NCUA FPR net charge-offs / average loans.',
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => netChargeOffs(r, back)),
        averageLoans(r),
      ),
  },
  {
    metricId: 'FPR_ALLLLN',
    metricTitle: 'Allowance to Loans',
    metricInformation:
      'Allowance for loan and lease losses (incurred or CECL) as a percent of total loans. A higher reserve can mean prudence or riskier loans, so no direction is better.',
    displayType: 'PCT',
    rankSort: 'N',
    description:
      '(ACCT_719 + ACCT_AS0048) / ACCT_025B × 100. Source: NCUA FPR allowance for loan & lease losses / total loans.',
    compute: (r) => percentOf(cuAllowance(r), cuLoans(r)),
  },
  {
    metricId: 'FPR_ALLLCOV',
    metricTitle: 'Allowance Coverage of Delinquent Loans',
    metricInformation:
      'Allowance for loan and lease losses as a percent of loans 60 days or more delinquent. Higher is better; null without delinquent loans.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      '(ACCT_719 + ACCT_AS0048) / ACCT_041B × 100. Source: industry coverage ratio on NCUA 5300 accounts, allowance / delinquent loans 60+ days (research §2.9).',
    compute: (r) => percentOf(cuAllowance(r), cuItem(r, '041B')),
  },
  {
    metricId: 'FPR_GCO',
    metricTitle: 'Gross Charge-offs to Average Loans',
    metricInformation:
      'Loans charged off before recoveries, annualized, as a percent of average loans. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      'ACCT_550 YTD annualized × 12 / month / ((ACCT_025B now + at the prior December) / 2) × 100. Source: NCUA FPR charge-off ratios.',
    compute: (r) =>
      percentOf(
        annualizedYtd(r, (back) => cuItem(r, '550', back)),
        averageLoans(r),
      ),
  },
  {
    metricId: 'FPR_RECOV',
    metricTitle: 'Recoveries to Charge-offs',
    metricInformation:
      'Recoveries as a percent of loans charged off, year to date. Higher is better; null without charge-offs.',
    displayType: 'PCT',
    rankSort: 'H',
    description:
      'ACCT_551 / ACCT_550 × 100, year to date. Source: NCUA 5300 loan loss information.',
    compute: (r) => percentOf(cuItem(r, '551'), cuItem(r, '550')),
  },
  {
    metricId: 'FPR_NCOQ',
    metricTitle: 'Net Charge-offs to Average Loans (Quarter)',
    metricInformation:
      'Net charge-offs of the quarter alone, annualized × 4, as a percent of the average of this and the previous quarter-end loans. Lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      '(ACCT_550 − ACCT_551) of the quarter (YTD − prior-quarter YTD; Q1 = YTD) × 4 / mean of ACCT_025B at this and the previous quarter-end × 100. Source: NCUA FPR net charge-offs on a quarter basis.',
    compute: (r) =>
      percentOf(
        annualizedQuarter(r, (back) => netChargeOffs(r, back)),
        averageOverQuarter((back) => cuLoans(r, back)),
      ),
  },
  netChargeOffRate('FPR_NCOCC', 'Credit Card Net Charge-offs', '680', '681', ['396']),
  netChargeOffRate('FPR_NCONEWVEH', 'New Vehicle Net Charge-offs', '550C1', '551C1', ['385']),
  netChargeOffRate('FPR_NCOUSEDVEH', 'Used Vehicle Net Charge-offs', '550C2', '551C2', ['370']),
  netChargeOffRate('FPR_NCOUNSEC', 'Other Unsecured Net Charge-offs', 'CH0007', 'CH0008', ['397']),
  netChargeOffRate('FPR_NCOSTUDENT', 'Student Loan Net Charge-offs', '550T', '551T', ['698A']),
  netChargeOffRate('FPR_NCOLEASE', 'Lease Net Charge-offs', '550D', '551D', ['002']),
  netChargeOffRate('FPR_NCOFIRST', '1st Lien Real Estate Net Charge-offs', 'CH0017', 'CH0018', [
    '703A',
  ]),
  netChargeOffRate('FPR_NCOJUNIOR', 'Junior Lien Real Estate Net Charge-offs', 'CH0019', 'CH0020', [
    '386A',
  ]),
  netChargeOffRate('FPR_NCOCI', 'Commercial and Industrial Net Charge-offs', 'CH0035', 'CH0036', [
    '400L2',
    '400L3',
  ]),
  {
    metricId: 'ACCT_550',
    metricTitle: 'Gross Charge-offs (YTD)',
    metricInformation:
      'Loans charged off, year to date, in dollars. A size measure; see the charge-off rates for comparison.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'ACCT_550, year to date, whole dollars. Source: NCUA 5300 loan loss information (FS220).',
    compute: (r) => cuItem(r, '550'),
  },
  {
    metricId: 'ACCT_551',
    metricTitle: 'Recoveries (YTD)',
    metricInformation:
      'Recoveries on loans previously charged off, year to date, in dollars. A size measure; see the recovery rate for comparison.',
    displayType: 'USD',
    rankSort: 'N',
    description:
      'ACCT_551, year to date, whole dollars. Source: NCUA 5300 loan loss information (FS220).',
    compute: (r) => cuItem(r, '551'),
  },
];

export const creditUnionReserveMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.reserves,
  entries,
);
