import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import { cuCommercialLoans, cuItemSum, cuNetWorth } from './credit-union-items';
import { creditUnionLoanTypes } from './credit-union-loan-types';
import { percentOf } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { loanShare } from './loan-share';

/**
 * Credit-union loan concentration: segment balances as a percent of total loans and leases
 * ACCT_025B. The first four are the targeted-search areas of spec 2 for credit unions
 * (residential, new auto, used auto, commercial real estate; 25% or more qualifies). Mix ratios
 * have no better direction.
 */
const typeAccounts = (key: string): string[] => {
  const type = creditUnionLoanTypes.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown credit-union loan type ${key}`);
  return type.codes.balance.split(' + ').map((code) => code.replace('ACCT_', ''));
};

/** A segment summed from 5300 accounts: its codes as written, and its reader. */
const accounts = (list: readonly string[]) =>
  [list.map((a) => `ACCT_${a}`).join(' + '), (r: ReportHistory) => cuItemSum(r, list)] as const;

const entries: MetricEntry[] = [
  loanShare(
    'credit union',
    'FPR_CONCRES',
    'Residential Loan Concentration',
    'Loans secured by first and junior liens on 1-4 family residences as a percent of total loans.',
    ...accounts(['703A', '386A']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCNEWAUTO',
    'New Auto Loan Concentration',
    'New vehicle loans as a percent of total loans.',
    ...accounts(['385']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCUSEDAUTO',
    'Used Auto Loan Concentration',
    'Used vehicle loans as a percent of total loans.',
    ...accounts(['370']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCCRE',
    'Commercial Real Estate Loan Concentration',
    'Commercial construction and development, multifamily and nonfarm nonresidential (owner- and non-owner-occupied) loans as a percent of total loans.',
    ...accounts(['143B3', '143B4', '400M', '400M1', '400H2', '400H3', '400J2', '400J3']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCCNS',
    'Consumer Loan Concentration',
    'Credit card, payday alternative, student, other unsecured, vehicle and other secured consumer loans as a percent of total loans.',
    ...accounts(typeAccounts('CNS')),
  ),
  loanShare(
    'credit union',
    'FPR_CONCCC',
    'Credit Card Loan Concentration',
    'Unsecured credit card loans as a percent of total loans.',
    ...accounts(['396']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCUNSEC',
    'Other Unsecured Loan Concentration',
    'Unsecured loans other than credit cards as a percent of total loans.',
    ...accounts(['397']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCCOMM',
    'Commercial Loan Concentration',
    'All member and non-member commercial loans as a percent of total loans.',
    ...accounts(['400T1']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCAG',
    'Agricultural Loan Concentration',
    'Farmland and agricultural production commercial loans as a percent of total loans.',
    ...accounts(typeAccounts('AG')),
  ),
  loanShare(
    'credit union',
    'FPR_CONCLEASE',
    'Lease Concentration',
    'Leases receivable as a percent of total loans.',
    ...accounts(['002']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCSTUDENT',
    'Student Loan Concentration',
    'Non-federally guaranteed student loans as a percent of total loans.',
    ...accounts(['698A']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCOTHRE',
    'Other Real Estate Loan Concentration',
    'Other (non-commercial) real estate loans as a percent of total loans.',
    ...accounts(['386B']),
  ),
  loanShare(
    'credit union',
    'FPR_CONCINDIRECT',
    'Indirect Loan Concentration',
    'Loans originated through dealers and other third parties as a percent of total loans.',
    ...accounts(['618A']),
  ),
  {
    metricId: 'FPR_COMMNW',
    metricTitle: 'Commercial Loans to Net Worth',
    metricInformation:
      'Commercial loans as a percent of net worth. The member business loan cap is 1.75 times net worth (175%); lower is better.',
    displayType: 'PCT',
    rankSort: 'L',
    description: 'ACCT_400T1 / ACCT_997 × 100. Source: NCUA FPR commercial loans / net worth.',
    compute: (r) => percentOf(cuCommercialLoans(r), cuNetWorth(r)),
  },
];

export const creditUnionConcentrationMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.concentration,
  entries,
);
