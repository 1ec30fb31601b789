import type { ReportHistory } from './metric-definition';
import { averageWithPriorYearEnd, firstPresent, sumItems, type ValueAt } from './formula-helpers';

/**
 * Credit-union call-report (NCUA 5300) concepts, in whole dollars as published. Accounts are
 * read as 'ACCT_' + the account, upper-cased (FS220A's 'Acct_661A' is ACCT_661A). Income
 * accounts are year to date. Sums follow `sumItems`: a blank account counts as 0 while
 * another account of the sum is present. Several concepts live outside FS220/FS220A (FS220B,
 * C, L, N, P, Q): without those files they read as not reported.
 */

export function cuItem(report: ReportHistory, account: string, back = 0): number | null {
  return report.item(`ACCT_${account}`, back);
}

export function cuItemSum(report: ReportHistory, accounts: readonly string[], back = 0) {
  return sumItems(accounts.map((account) => cuItem(report, account, back)));
}

/** Total assets ACCT_010. */
export const cuTotalAssets = (report: ReportHistory, back = 0) => cuItem(report, '010', back);

/** Total loans and leases ACCT_025B. */
export const cuLoans = (report: ReportHistory, back = 0) => cuItem(report, '025B', back);

/** Total shares and deposits ACCT_018 (member shares 013 + non-member deposits 880). */
export const cuSharesAndDeposits = (report: ReportHistory, back = 0) => cuItem(report, '018', back);

/** Total net worth ACCT_997. */
export const cuNetWorth = (report: ReportHistory, back = 0) => cuItem(report, '997', back);

/** FPR average: (current + prior December) / 2 (research §2.9). */
export function cuAverage(report: ReportHistory, balance: ValueAt): number | null {
  return averageWithPriorYearEnd(report, balance);
}

/** FPR average assets: (ACCT_010 now + ACCT_010 at the prior December) / 2. */
export function cuAverageAssets(report: ReportHistory): number | null {
  return cuAverage(report, (back) => cuTotalAssets(report, back));
}

/**
 * The net worth ratio's denominator (NCUA FPR "Net worth / total assets", research §2.9):
 * ACCT_010A + 010B + 010C (the optional average-assets elections: daily average, average of
 * the three month-ends, average of four quarter-ends) when any of them is above 0, else total
 * assets ACCT_010. A credit union makes one election, so the sum is the elected figure.
 */
export function cuNetWorthRatioAssets(report: ReportHistory, back = 0): number | null {
  const elections = ['010A', '010B', '010C'].map((account) => cuItem(report, account, back));
  if (elections.some((value) => value !== null && value > 0)) return sumItems(elections);
  return cuTotalAssets(report, back);
}

/**
 * Allowance for loan and lease losses: the incurred-loss ACCT_719 (FS220) or the CECL
 * allowance on loans ACCT_AS0048 (FS220N); a credit union reports one or the other and leaves
 * the other at 0 (research §2.7, §6.6). A 719 other than 0 is therefore the allowance, and
 * AS0048 is not read: a download without FS220N still gives the incurred-loss credit unions
 * theirs. Otherwise 719 + AS0048, which is not reported when FS220N is missing.
 */
export function cuAllowance(report: ReportHistory, back = 0): number | null {
  const incurred = cuItem(report, '719', back);
  if (incurred !== null && incurred !== 0) return incurred;
  return cuItemSum(report, ['719', 'AS0048'], back);
}

/** YTD provision: incurred-loss ACCT_300 plus CECL total credit loss expense ACCT_IS0017. */
export const cuProvision = (report: ReportHistory, back = 0) =>
  cuItemSum(report, ['300', 'IS0017'], back);

/** Cash and cash equivalents: on hand ACCT_730A + on deposit 730B + equivalents 730C. */
export const cuCash = (report: ReportHistory, back = 0) =>
  cuItemSum(report, ['730A', '730B', '730C'], back);

/**
 * Total investments ACCT_NV0158 (FS220Q: time deposits AS0007 + investment securities AS0013 +
 * other investments AS0017), else that sum from FS220P.
 */
export const cuInvestments = (report: ReportHistory, back = 0) =>
  firstPresent(
    cuItem(report, 'NV0158', back),
    cuItemSum(report, ['AS0007', 'AS0013', 'AS0017'], back),
  );

/** Accounts deducted from total assets to get earning assets. */
export const CU_NON_EARNING_ACCOUNTS = [
  '730A',
  '007',
  '008',
  '794',
  '798A',
  '009A',
  '009B',
  '009C',
];

/**
 * Earning assets [K]: total assets ACCT_010 less cash on hand 730A, land and building 007, other
 * fixed assets 008, NCUSIF deposit 794, foreclosed and repossessed assets 798A and other
 * assets 009A/009B/009C. All of these are FS220/FS220A accounts, so the figure exists for every
 * credit union. Null when ACCT_010 is missing.
 */
export function cuEarningAssets(report: ReportHistory, back = 0): number | null {
  const assets = cuTotalAssets(report, back);
  if (assets === null) return null;
  return assets - (cuItemSum(report, CU_NON_EARNING_ACCOUNTS, back) ?? 0);
}

/**
 * Non-maturity shares: regular shares ACCT_657 + share drafts 902 + money market shares 911 +
 * all other shares 630 (certificates 908C and IRA/Keogh accounts are left out).
 */
export const cuNonMaturityShares = (report: ReportHistory, back = 0) =>
  cuItemSum(report, ['657', '902', '911', '630'], back);

/** Shares, deposits and borrowings (ACCT_018 + 860C): the interest-bearing funding base. */
export const cuInterestBearingFunding = (report: ReportHistory, back = 0) =>
  cuItemSum(report, ['018', '860C'], back);

/** Commercial loans: all member and non-member commercial loans ACCT_400T1 (FS220L). */
export const cuCommercialLoans = (report: ReportHistory, back = 0) => cuItem(report, '400T1', back);

/** Goodwill ACCT_009D2 (FS220G) + other intangible assets AS0032 (FS220P); 0 when neither is filed. */
export const cuIntangibles = (report: ReportHistory, back = 0) =>
  cuItemSum(report, ['009D2', 'AS0032'], back) ?? 0;

/** Full-time equivalent employees, FPR convention: full-time ACCT_564A + part-time 564B / 2. */
export function cuFullTimeEquivalents(report: ReportHistory, back = 0): number | null {
  const fullTime = cuItem(report, '564A', back);
  const partTime = cuItem(report, '564B', back);
  if (fullTime === null && partTime === null) return null;
  return (fullTime ?? 0) + (partTime ?? 0) / 2;
}
