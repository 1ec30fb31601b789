import type { ReportHistory } from './metric-definition';
import {
  bankEquity,
  bankIntangibles,
  bankItem,
  bankItemSum,
  bankLoans,
  bankNoncurrentLoans,
  bankTotalAssets,
} from './bank-items';
import { bankLoanTypes } from './bank-loan-types';
import { CATEGORY_TITLES } from './category-titles';
import { addAll, percentOf, subtract } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { balanceRatio } from './balance-ratio';

/**
 * Bank credit quality (Schedule RC-N over RC-C balances, research §4.4): for each loan type of
 * the credit-quality pages, loans 30–89 days past due and accruing, 90 days or more past due
 * and accruing, and nonaccrual, as a percent of that type's loans; then totals, the Texas
 * ratio and nonperforming assets. Ids: LBPR + PD30 | PD90 | NA + the loan type key. Lower is
 * better for all.
 */
const perLoanType: MetricEntry[] = bankLoanTypes.flatMap((type) => {
  const name = type.title;
  const lower = name.toLowerCase();
  const source = 'Call Report Schedules RC-N and RC-C (UBPR Past Due and Nonaccrual page)';
  return [
    balanceRatio(
      `LBPRPD30${type.key}`,
      `${name} Past Due 30-89 Days`,
      `${name} loans 30 to 89 days past due and still accruing, as a percent of ${lower} loans. An early sign of stress; lower is better.`,
      'L',
      `(${type.codes.pastDue30}) / (${type.codes.balance})`,
      source,
      (r) => type.pastDue30(r),
      (r) => type.balance(r),
    ),
    balanceRatio(
      `LBPRPD90${type.key}`,
      `${name} Past Due 90+ Days`,
      `${name} loans 90 days or more past due and still accruing, as a percent of ${lower} loans. Lower is better.`,
      'L',
      `(${type.codes.pastDue90}) / (${type.codes.balance})`,
      source,
      (r) => type.pastDue90(r),
      (r) => type.balance(r),
    ),
    balanceRatio(
      `LBPRNA${type.key}`,
      `${name} Nonaccrual`,
      `${name} loans on nonaccrual status, as a percent of ${lower} loans. Lower is better.`,
      'L',
      `(${type.codes.nonaccrual}) / (${type.codes.balance})`,
      source,
      (r) => type.nonaccrual(r),
      (r) => type.balance(r),
    ),
  ];
});

const loans = (r: ReportHistory) => bankLoans(r);

/**
 * Nonperforming assets: noncurrent loans (C(1407) + C(1403), FDIC SDI nclnls) plus other real
 * estate owned C(2150). The noncurrent loans are required: without them (no RC-N, or SDI's
 * nclnls not mapped, the issue-12 bug) there is no NPA figure rather than the OREO alone; so is
 * OREO, a line of Schedule RC every bank files (0 when it holds none; blank in SDI for the
 * insured branches of foreign banks, which file no call report).
 */
const nonperformingAssets = (r: ReportHistory) =>
  addAll([bankNoncurrentLoans(r), bankItem(r, '2150')]);
const NONCURRENT = 'C(1407) + C(1403) (FDIC SDI nclnls)';

const entries: MetricEntry[] = [
  balanceRatio(
    'LBPRPD30TOT',
    'Total Past Due 30-89 Days',
    'All loans and leases 30 to 89 days past due and still accruing, as a percent of total loans and leases. Lower is better.',
    'L',
    'C(1406) / C(2122)',
    'UBPR Past Due and Nonaccrual page',
    (r) => bankItem(r, '1406'),
    loans,
  ),
  balanceRatio(
    'LBPRPD90TOT',
    'Total Past Due 90+ Days',
    'All loans and leases 90 days or more past due and still accruing, as a percent of total loans and leases. Lower is better.',
    'L',
    'C(1407) / C(2122)',
    'UBPR Past Due and Nonaccrual page',
    (r) => bankItem(r, '1407'),
    loans,
  ),
  balanceRatio(
    'LBPRNATOT',
    'Total Nonaccrual',
    'All nonaccrual loans and leases as a percent of total loans and leases. Lower is better.',
    'L',
    'C(1403) / C(2122)',
    'UBPR Past Due and Nonaccrual page',
    (r) => bankItem(r, '1403'),
    loans,
  ),
  balanceRatio(
    'LBPRNCLN',
    'Noncurrent Loans to Loans',
    'Loans 90 days or more past due plus nonaccrual loans, as a percent of total loans and leases. The standard measure of problem loans; lower is better.',
    'L',
    `(${NONCURRENT}) / C(2122)`,
    'UBPR Past Due and Nonaccrual page, noncurrent loans and leases (FDIC SDI nclnls / lnlsgr)',
    (r) => bankNoncurrentLoans(r),
    loans,
  ),
  balanceRatio(
    'LBPRPDNATOT',
    'Total Past Due and Nonaccrual',
    'Loans 30 days or more past due plus nonaccrual loans, as a percent of total loans and leases. Lower is better.',
    'L',
    '(C(1406) + C(1407) + C(1403)) / C(2122)',
    'UBPR Past Due and Nonaccrual page',
    (r) => bankItemSum(r, ['1406', '1407', '1403']),
    loans,
  ),
  balanceRatio(
    'LBPRNPAAS',
    'Nonperforming Assets to Assets',
    'Noncurrent loans plus other real estate owned, as a percent of total assets. Lower is better.',
    'L',
    `(${NONCURRENT} + C(2150)) / C(2170)`,
    'UBPR Past Due and Nonaccrual page',
    nonperformingAssets,
    (r) => bankTotalAssets(r),
  ),
  balanceRatio(
    'LBPRNPALNOREO',
    'Nonperforming Loans and OREO to Loans and OREO',
    'Noncurrent loans plus other real estate owned, as a percent of loans plus other real estate owned. Lower is better.',
    'L',
    `(${NONCURRENT} + C(2150)) / (C(2122) + C(2150))`,
    'UBPR Past Due and Nonaccrual page',
    nonperformingAssets,
    (r) => addAll([bankLoans(r), bankItem(r, '2150')]),
  ),
  {
    metricId: 'LBPRTEXAS',
    metricTitle: 'Texas Ratio',
    metricInformation:
      'Nonperforming assets (noncurrent loans and foreclosed real estate) as a percent of tangible equity plus the loan loss allowance. Near or above 100% signals that problem assets exceed the resources to absorb them; lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      '(C(1403) + C(1407) (FDIC SDI nclnls) + C(2150)) / (C(3210) − (C(3163) + C(0426)) (FDIC SDI intan) + C(3123)) × 100; noncurrent loans, OREO and equity required, intangibles and allowance not filed count as 0; null when the denominator is not above 0. Source: industry definition (not a UBPR ratio), research §4.4.',
    compute: (r) => {
      const cushion = addAll([
        subtract(bankEquity(r), bankIntangibles(r)),
        bankItem(r, '3123') ?? 0,
      ]);
      if (cushion === null || cushion <= 0) return null;
      return percentOf(nonperformingAssets(r), cushion);
    },
  },
  ...perLoanType,
];

export const bankCreditQualityMetrics = metricCategory(
  'bank',
  CATEGORY_TITLES.creditQuality,
  entries,
);
