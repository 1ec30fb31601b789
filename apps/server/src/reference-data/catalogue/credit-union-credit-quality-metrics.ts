import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import {
  cuAllowance,
  cuCommercialLoans,
  cuIntangibles,
  cuItem,
  cuItemSum,
  cuLoans,
  cuNetWorth,
  cuTotalAssets,
} from './credit-union-items';
import { creditUnionLoanTypes } from './credit-union-loan-types';
import { percentOf, subtract } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { balanceRatio } from './balance-ratio';

/**
 * Credit-union credit quality. Per loan type of the credit-quality pages: 30–89 days, 60 days
 * or more (the NCUA's reportable delinquency) and 90 days or more past due, as a percent of that
 * type's loans (FS220P/A/B/H/I delinquency over FS220A/H/L balances, see credit-union-loan-types).
 * Then totals, nonaccrual, the Texas ratio. Ids: FPR_ + PD30 | DQ60 | PD90 + the type key.
 * Lower is better for all.
 */
const perLoanType: MetricEntry[] = creditUnionLoanTypes.flatMap((type) => {
  const name = type.title;
  const lower = name.toLowerCase();
  const source = 'NCUA 5300 delinquent loans by collateral type (FS220P) over the loan schedule';
  return [
    balanceRatio(
      `FPR_PD30${type.key}`,
      `${name} Delinquent 30-89 Days`,
      `${name} loans 30 to 89 days delinquent, as a percent of ${lower} loans. An early sign of stress; lower is better.`,
      'L',
      `(${type.codes.pastDue30}) / (${type.codes.balance})`,
      source,
      (r) => type.pastDue30(r),
      (r) => type.balance(r),
    ),
    balanceRatio(
      `FPR_DQ60${type.key}`,
      `${name} Delinquent 60+ Days`,
      `${name} loans 60 days or more delinquent (NCUA reportable delinquency), as a percent of ${lower} loans. Lower is better.`,
      'L',
      `(${type.codes.pastDue60}) / (${type.codes.balance})`,
      source,
      (r) => type.pastDue60(r),
      (r) => type.balance(r),
    ),
    balanceRatio(
      `FPR_PD90${type.key}`,
      `${name} Delinquent 90+ Days`,
      `${name} loans 90 days or more delinquent, as a percent of ${lower} loans. Lower is better.`,
      'L',
      `(${type.codes.pastDue90}) / (${type.codes.balance})`,
      source,
      (r) => type.pastDue90(r),
      (r) => type.balance(r),
    ),
  ];
});

const loans = (r: ReportHistory) => cuLoans(r);
const delinquent = (r: ReportHistory) => cuItem(r, '041B');

const entries: MetricEntry[] = [
  // FPR #6
  balanceRatio(
    'FPR_DELINQ',
    'Delinquent Loans to Total Loans',
    'Loans and leases 60 days or more delinquent as a percent of total loans and leases: the NCUA delinquency ratio. Lower is better.',
    'L',
    'ACCT_041B / ACCT_025B',
    'NCUA FPR delinquent loans / total loans',
    delinquent,
    loans,
  ),
  balanceRatio(
    'FPR_PD30TOT',
    'Total Delinquent 30-89 Days',
    'All loans and leases 30 to 89 days delinquent as a percent of total loans and leases. Lower is better.',
    'L',
    '(ACCT_020B + ACCT_DL0141) / ACCT_025B',
    'NCUA 5300 delinquency (30–59 days 020B; 60–89 days DL0141)',
    (r) => cuItemSum(r, ['020B', 'DL0141']),
    loans,
  ),
  balanceRatio(
    'FPR_PD90TOT',
    'Total Delinquent 90+ Days',
    'All loans and leases 90 days or more delinquent as a percent of total loans and leases. Lower is better.',
    'L',
    '(ACCT_021B + ACCT_022B + ACCT_023B) / ACCT_025B',
    'NCUA 5300 delinquency (90–179, 180–359, 360+ days)',
    (r) => cuItemSum(r, ['021B', '022B', '023B']),
    loans,
  ),
  balanceRatio(
    'FPR_NATOT',
    'Nonaccrual Loans to Total Loans',
    'Consumer and commercial loans in nonaccrual status as a percent of total loans and leases. Lower is better.',
    'L',
    '(ACCT_DL0145 + ACCT_DL0146) / ACCT_025B',
    'NCUA 5300 nonaccrual loans (FS220P)',
    (r) => cuItemSum(r, ['DL0145', 'DL0146']),
    loans,
  ),
  balanceRatio(
    'FPR_NACNS',
    'Nonaccrual Consumer Loans',
    'Consumer (non-commercial) loans in nonaccrual status as a percent of non-commercial loans. Lower is better.',
    'L',
    'ACCT_DL0145 / (ACCT_025B − ACCT_400T1)',
    'NCUA 5300 nonaccrual loans (FS220P)',
    (r) => cuItem(r, 'DL0145'),
    (r) => subtract(cuLoans(r), cuCommercialLoans(r) ?? 0),
  ),
  balanceRatio(
    'FPR_NACOMM',
    'Nonaccrual Commercial Loans',
    'Commercial loans in nonaccrual status as a percent of commercial loans. Lower is better.',
    'L',
    'ACCT_DL0146 / ACCT_400T1',
    'NCUA 5300 nonaccrual loans (FS220P)',
    (r) => cuItem(r, 'DL0146'),
    (r) => cuCommercialLoans(r),
  ),
  // FPR #10
  balanceRatio(
    'FPR_DELAS',
    'Delinquent Loans to Assets',
    'Loans 60 days or more delinquent as a percent of total assets. Lower is better.',
    'L',
    'ACCT_041B / ACCT_010',
    'NCUA FPR delinquent loans / assets',
    delinquent,
    (r) => cuTotalAssets(r),
  ),
  balanceRatio(
    'FPR_DELNW',
    'Delinquent Loans to Net Worth',
    'Loans 60 days or more delinquent as a percent of net worth: how much of the capital the problem loans represent. Lower is better.',
    'L',
    'ACCT_041B / ACCT_997',
    'NCUA FPR total delinquent loans / net worth',
    delinquent,
    (r) => cuNetWorth(r),
  ),
  balanceRatio(
    'FPR_NPAAS',
    'Nonperforming Assets to Assets',
    'Loans 60 days or more delinquent plus foreclosed and repossessed assets, as a percent of total assets. Lower is better.',
    'L',
    '(ACCT_041B + ACCT_798A) / ACCT_010',
    'NCUA FPR delinquency and foreclosed assets',
    (r) => cuItemSum(r, ['041B', '798A']),
    (r) => cuTotalAssets(r),
  ),
  {
    metricId: 'FPR_TEXAS',
    metricTitle: 'Texas Ratio',
    metricInformation:
      'Delinquent loans (60+ days) and foreclosed assets as a percent of net worth less intangibles plus the loan loss allowance. Near or above 100% signals that problem assets exceed the resources to absorb them; lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description:
      '(ACCT_041B + ACCT_798A) / (ACCT_997 − ACCT_009D2 − ACCT_AS0032 + ACCT_719 + ACCT_AS0048) × 100; intangibles and allowance not filed count as 0; null when the denominator is not above 0. Source: industry Texas ratio on NCUA accounts (research §4.4 definition).',
    compute: (r) => {
      const netWorth = cuNetWorth(r);
      if (netWorth === null) return null;
      const cushion = netWorth - cuIntangibles(r) + (cuAllowance(r) ?? 0);
      if (cushion <= 0) return null;
      return percentOf(cuItemSum(r, ['041B', '798A']), cushion);
    },
  },
  ...perLoanType,
];

export const creditUnionCreditQualityMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.creditQuality,
  entries,
);
