import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import {
  cuFullTimeEquivalents,
  cuItem,
  cuLoans,
  cuSharesAndDeposits,
  cuTotalAssets,
} from './credit-union-items';
import { annualizedYtd, percentOf, safeDivide } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Credit-union membership and operations: members, staff, branches and per-member figures.
 * Full-time equivalents follow the FPR: full-time + part-time / 2.
 */
const members = (r: ReportHistory) => cuItem(r, '083');

/** 1 when any of the profile's program boxes is filed checked, 0 when all are filed unchecked. */
function offered(r: ReportHistory, accounts: readonly string[]): number | null {
  const answers = accounts
    .map((account) => cuItem(r, account))
    .filter((v): v is number => v !== null);
  if (answers.length === 0) return null;
  return answers.some((v) => v > 0) ? 1 : 0;
}

const entries: MetricEntry[] = [
  {
    metricId: 'ACCT_083',
    metricTitle: 'Members',
    metricInformation:
      'Number of current members (people, not accounts) at quarter-end. A size measure; no direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_083. Source: NCUA 5300 (FS220).',
    compute: members,
  },
  {
    metricId: 'ACCT_084',
    metricTitle: 'Potential Members',
    metricInformation:
      'Number of potential members within the field of membership, as the credit union estimates it. No direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_084. Source: NCUA 5300 (FS220).',
    compute: (r) => cuItem(r, '084'),
  },
  {
    metricId: 'FPR_MEMPEN',
    metricTitle: 'Membership Penetration',
    metricInformation:
      'Current members as a percent of potential members: how much of the field of membership the credit union serves. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description: 'ACCT_083 / ACCT_084 × 100. Source: NCUA FPR members / potential members.',
    compute: (r) => percentOf(members(r), cuItem(r, '084')),
  },
  {
    metricId: 'FPR_SHRPERMEM',
    metricTitle: 'Average Shares per Member',
    metricInformation:
      'Total shares and deposits divided by the number of members. Higher is better.',
    displayType: 'USD',
    rankSort: 'H',
    description:
      'ACCT_018 / ACCT_083, whole dollars. Source: NCUA FPR average share balance per member.',
    compute: (r) => safeDivide(cuSharesAndDeposits(r), members(r)),
  },
  {
    metricId: 'FPR_LOANPERMEM',
    metricTitle: 'Average Loans per Member',
    metricInformation:
      'Total loans and leases divided by the number of members: the average borrowing per member. No direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description: 'ACCT_025B / ACCT_083, whole dollars. Source: NCUA FPR productivity ratios.',
    compute: (r) => safeDivide(cuLoans(r), members(r)),
  },
  {
    metricId: 'FPR_AVGLOAN',
    metricTitle: 'Average Loan Balance',
    metricInformation:
      'Total loans and leases divided by the number of loans and leases outstanding: the typical loan size. No direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description: 'ACCT_025B / ACCT_025A, whole dollars. Source: NCUA FPR average loan balance.',
    compute: (r) => safeDivide(cuLoans(r), cuItem(r, '025A')),
  },
  {
    metricId: 'FPR_LOANSPERMEM',
    metricTitle: 'Loans per Member',
    metricInformation:
      'Number of loans and leases outstanding as a percent of members: how many members borrow. Higher is better.',
    displayType: 'PCT',
    rankSort: 'H',
    description: 'ACCT_025A / ACCT_083 × 100. Source: NCUA FPR loan penetration.',
    compute: (r) => percentOf(cuItem(r, '025A'), members(r)),
  },
  {
    metricId: 'FPR_MEMPERFTE',
    metricTitle: 'Members per Full-Time Employee',
    metricInformation:
      'Members divided by full-time equivalent employees (full-time plus half the part-time). Higher is better.',
    displayType: 'DEC',
    rankSort: 'H',
    description:
      'ACCT_083 / (ACCT_564A + ACCT_564B / 2). Source: NCUA FPR members / full-time employees.',
    compute: (r) => safeDivide(members(r), cuFullTimeEquivalents(r)),
  },
  {
    metricId: 'FPR_ASSETPERFTE',
    metricTitle: 'Assets per Full-Time Employee',
    metricInformation: 'Total assets divided by full-time equivalent employees. Higher is better.',
    displayType: 'USD',
    rankSort: 'H',
    description:
      'ACCT_010 / (ACCT_564A + ACCT_564B / 2), whole dollars. Source: NCUA FPR average assets per full-time employee.',
    compute: (r) => safeDivide(cuTotalAssets(r), cuFullTimeEquivalents(r)),
  },
  {
    metricId: 'FPR_OPEXPERMEM',
    metricTitle: 'Operating Expense per Member',
    metricInformation:
      'Annualized non-interest expense divided by the number of members. Lower is better.',
    displayType: 'USD',
    rankSort: 'L',
    description:
      'ACCT_671 YTD annualized × 12 / month / ACCT_083, whole dollars. Source: NCUA FPR operating expense per member.',
    compute: (r) =>
      safeDivide(
        annualizedYtd(r, (back) => cuItem(r, '671', back)),
        members(r),
      ),
  },
  {
    metricId: 'FPR_MEMPERBRANCH',
    metricTitle: 'Members per Branch',
    metricInformation:
      'Members divided by the number of branches (including the main office). Higher is better.',
    displayType: 'DEC',
    rankSort: 'H',
    description: 'ACCT_083 / ACCT_566. Source: NCUA 5300 (FS220C branches).',
    compute: (r) => safeDivide(members(r), cuItem(r, '566')),
  },
  {
    metricId: 'ACCT_564A',
    metricTitle: 'Full-Time Employees',
    metricInformation:
      'Number of employees working 26 hours or more a week at quarter-end. A size measure; no direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_564A. Source: NCUA 5300 (FS220A).',
    compute: (r) => cuItem(r, '564A'),
  },
  {
    metricId: 'ACCT_564B',
    metricTitle: 'Part-Time Employees',
    metricInformation:
      'Number of employees working 25 hours or less a week at quarter-end. A size measure; no direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_564B. Source: NCUA 5300 (FS220A).',
    compute: (r) => cuItem(r, '564B'),
  },
  {
    metricId: 'ACCT_566',
    metricTitle: 'Branches',
    metricInformation:
      'Number of branches, including the main office when it serves members. A size measure; no direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_566. Source: NCUA 5300 (FS220C).',
    compute: (r) => cuItem(r, '566'),
  },
  {
    metricId: 'ACCT_025A',
    metricTitle: 'Number of Loans and Leases',
    metricInformation:
      'Number of loans and leases outstanding at quarter-end. A size measure; no direction is better.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_025A. Source: NCUA 5300 (FS220).',
    compute: (r) => cuItem(r, '025A'),
  },
  {
    metricId: 'ACCT_031B',
    metricTitle: 'Loans Granted (YTD)',
    metricInformation:
      'Amount of loans granted (originated or purchased) year to date, in dollars. A size measure; no direction is better.',
    displayType: 'USD',
    rankSort: 'N',
    description: 'ACCT_031B, year to date, whole dollars. Source: NCUA 5300 (FS220).',
    compute: (r) => cuItem(r, '031B'),
  },
  // Programs the credit union says it offers, from the 5300's profile (Schedule FS220D): the
  // service filters of the targeted search read them. A checked box is filed as 1.
  {
    metricId: 'FPR_PGMFTHB',
    metricTitle: 'First-Time Homebuyer Program',
    metricInformation:
      'Whether the credit union reports a first-time homebuyer program in its call report profile (Schedule FS220D): 1 offered, 0 not. Blank when the profile is not in the files.',
    displayType: 'INT',
    rankSort: 'N',
    description: 'ACCT_879B4 > 0 → 1, else 0. Source: NCUA 5300 (FS220D, programs offered).',
    compute: (r) => offered(r, ['879B4']),
  },
  {
    metricId: 'FPR_PGMCREDITBUILD',
    metricTitle: 'Credit Builder or Repair Program',
    metricInformation:
      'Whether the credit union reports a credit builder program or credit management and repair in its call report profile (Schedule FS220D): 1 offered, 0 not. Blank when the profile is not in the files.',
    displayType: 'INT',
    rankSort: 'N',
    description:
      'ACCT_879D1 (credit builder) or ACCT_879B6 (credit management and repair) > 0 → 1, else 0. Source: NCUA 5300 (FS220D, programs offered).',
    compute: (r) => offered(r, ['879D1', '879B6']),
  },
];

export const creditUnionMembershipMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.creditUnionMembership,
  entries,
);
