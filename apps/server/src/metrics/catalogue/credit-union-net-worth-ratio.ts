import type { ReportHistory } from '../metric-definition';
import { cuNetWorth, cuNetWorthRatioAssets } from './credit-union-items';
import { percentOf } from './formula-helpers';

/**
 * NCUA net worth ratio in percent: total net worth ACCT_997 / total assets ACCT_010, or / the
 * elected average (ACCT_010A + 010B + 010C) when any election is above 0 (NCUA FPR "Net worth /
 * total assets", research §2.9). Kept at full precision: the FPR prints it truncated to two
 * decimals, but ACCT_998 (basis points) is this ratio rounded half up — in the 2025-12 sample
 * rounding reproduces ACCT_998 for 4,055 of 4,374 credit unions, truncation for only 2,212.
 * Null when a figure is missing or the denominator is 0; a negative net worth gives a negative
 * ratio, as in ACCT_998.
 */
export function creditUnionNetWorthRatio(report: ReportHistory, back = 0): number | null {
  return percentOf(cuNetWorth(report, back), cuNetWorthRatioAssets(report, back));
}
