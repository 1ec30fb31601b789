import type { ReportHistory } from './metric-definition';
import { cuItem, cuNetWorth, cuNetWorthRatioAssets } from './credit-union-items';
import { percentOf } from './formula-helpers';

/**
 * NCUA net worth ratio in percent: total net worth ACCT_997 over total assets ACCT_010, or the
 * elected average (ACCT_010A + 010B + 010C) when any election is above 0 (NCUA FPR "Net worth /
 * total assets", research §2.9), plus the CECL transition provision ACCT_NW0004 (FS220R).
 * During the three-year CECL transition NCUA adds the provision "to net worth and assets when
 * calculating the net worth ratio" (12 CFR 702.703; NCUA, "Call Report Changes for March
 * 2023"); ACCT_997 already holds it, so only the assets need it. Not filed counts as 0.
 *
 * Kept at full precision: the FPR prints it truncated to two decimals, but ACCT_998 (basis
 * points) is this ratio rounded half up. Null when a figure is missing or the denominator is
 * 0; a negative net worth gives a negative ratio, as in ACCT_998.
 */
export function creditUnionNetWorthRatio(report: ReportHistory, back = 0): number | null {
  const assets = cuNetWorthRatioAssets(report, back);
  if (assets === null) return null;
  return percentOf(cuNetWorth(report, back), assets + (cuItem(report, 'NW0004', back) ?? 0));
}
