/**
 * The figures a peer group can be summed up by (issue 28): the simple mean of the members'
 * ratios, their median, the UBPR's trimmed peer average, and the aggregate ratio (the group as
 * one institution). A missing value is never a zero: null, undefined, NaN and ±Infinity take
 * no part in any of them.
 */

export const PEER_STATISTICS = ['mean', 'median', 'trimmed', 'aggregate'] as const;
export type PeerStatistic = (typeof PEER_STATISTICS)[number];

/** The percentiles of a band: the 10th, 25th, 50th, 75th and 90th. */
export const BAND_PERCENTILES = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/** The UBPR's cut for its peer averages: members above the 95th and below the 5th percentile. */
export const TRIM_CUT = 0.05;

/** Fewer values than this and the UBPR shows no peer average ("##"): nor do we. */
export const TRIMMED_MIN_VALUES = 5;

/** A group's figure, or why there is none. */
export type GroupFigure = { value: number; count: number } | { value: null; reason: string };

export const NO_VALUES = 'No member of the group has a value.';
export const TOO_FEW_FOR_TRIMMED = `Fewer than ${TRIMMED_MIN_VALUES} members have a value: the trimmed average drops the top and bottom 5%, and is not given for so few (the UBPR shows ##).`;

function finiteValues(values: readonly (number | null | undefined)[]): number[] {
  return values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/** The finite values, ascending (a new array). */
export function sortedValues(values: readonly (number | null | undefined)[]): number[] {
  return finiteValues(values).sort((a, b) => a - b);
}

/**
 * The p-th quantile (0 ≤ p ≤ 1) of values already sorted ascending, by linear interpolation
 * between the closest ranks: the value at rank h = (n − 1)·p + 1 (1-based), interpolated
 * between ranks ⌊h⌋ and ⌊h⌋ + 1. This is Hyndman and Fan's definition 7, the one of
 * PostgreSQL's percentile_cont, Excel's PERCENTILE.INC and R's default, so that a figure can be
 * checked in any of them. The 50th percentile is the median. Empty input gives null.
 */
export function quantileOfSorted(sorted: readonly number[], p: number): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A percentile is between 0 and 1, not ${p}.`);
  const h = (n - 1) * p;
  const below = Math.floor(h);
  const low = sorted[below]!;
  const fraction = h - below;
  // Exact at a rank (and no 0 × Infinity when neighbours are equal).
  if (fraction === 0 || below + 1 >= n) return low;
  const high = sorted[below + 1]!;
  return low === high ? low : low + fraction * (high - low);
}

/** The p-th percentile (0 to 1) of the finite values, as quantileOfSorted. */
export function percentile(values: readonly (number | null | undefined)[], p: number) {
  return quantileOfSorted(sortedValues(values), p);
}

/** Several percentiles of the same values, in the order asked. */
export function percentiles(
  values: readonly (number | null | undefined)[],
  ps: readonly number[],
): (number | null)[] {
  const sorted = sortedValues(values);
  return ps.map((p) => quantileOfSorted(sorted, p));
}

/** The simple mean of the finite values, summed in the order given. */
export function meanOf(values: readonly (number | null | undefined)[]): GroupFigure {
  const present = finiteValues(values);
  if (present.length === 0) return { value: null, reason: NO_VALUES };
  return { value: present.reduce((s, v) => s + v, 0) / present.length, count: present.length };
}

/** The median: the 50th percentile. */
export function medianOf(values: readonly (number | null | undefined)[]): GroupFigure {
  const sorted = sortedValues(values);
  const value = quantileOfSorted(sorted, 0.5);
  return value === null ? { value: null, reason: NO_VALUES } : { value, count: sorted.length };
}

/**
 * The UBPR's peer average: the members above the 95th and below the 5th percentile of the
 * values (quantileOfSorted) are dropped, and the rest averaged. A value equal to a cut is kept,
 * so ties at the cut are all kept or all dropped together, whatever the members' order. With
 * fewer than 5 values there is no figure.
 */
export function trimmedMeanOf(values: readonly (number | null | undefined)[]): GroupFigure {
  const sorted = sortedValues(values);
  if (sorted.length === 0) return { value: null, reason: NO_VALUES };
  if (sorted.length < TRIMMED_MIN_VALUES) return { value: null, reason: TOO_FEW_FOR_TRIMMED };
  const low = quantileOfSorted(sorted, TRIM_CUT)!;
  const high = quantileOfSorted(sorted, 1 - TRIM_CUT)!;
  const kept = sorted.filter((v) => v >= low && v <= high);
  return { value: kept.reduce((s, v) => s + v, 0) / kept.length, count: kept.length };
}

/** One member's numerator and denominator of a ratio metric; null where not reported. */
export interface RatioParts {
  numerator: number | null | undefined;
  denominator: number | null | undefined;
}

export const NO_PARTS = 'No member of the group reports both parts of the ratio.';
export const ZERO_DENOMINATOR = "The members' denominators sum to zero.";

/**
 * The aggregate ratio, the group as one institution: Σ numerator / Σ denominator × scale, over
 * the members that report both parts (a member missing either takes no part: its numerator is
 * not added as if its denominator were zero).
 */
export function aggregateRatioOf(parts: readonly RatioParts[], scale = 1): GroupFigure {
  let numerator = 0;
  let denominator = 0;
  let count = 0;
  for (const part of parts) {
    const n = part.numerator;
    const d = part.denominator;
    if (typeof n !== 'number' || typeof d !== 'number') continue;
    if (!Number.isFinite(n) || !Number.isFinite(d)) continue;
    numerator += n;
    denominator += d;
    count += 1;
  }
  if (count === 0) return { value: null, reason: NO_PARTS };
  if (denominator === 0) return { value: null, reason: ZERO_DENOMINATOR };
  return { value: (numerator / denominator) * scale, count };
}

/** mean, median or trimmed of the members' values (aggregate needs the parts: aggregateRatioOf). */
export function statisticOf(
  statistic: Exclude<PeerStatistic, 'aggregate'>,
  values: readonly (number | null | undefined)[],
): GroupFigure {
  if (statistic === 'median') return medianOf(values);
  if (statistic === 'trimmed') return trimmedMeanOf(values);
  return meanOf(values);
}

/**
 * The subject's percentile within the group, 0 to 100 (100 best): the share of the group's
 * values (the subject left out) strictly worse than its own, as the percentile-rank chart
 * counts it (percentRanks: PostgreSQL percent_rank, ties share the lower rank). "Worse" is
 * lower for H and N, higher for L. Null when the subject has no value; 0 when it is alone.
 */
export function percentileWithin(
  own: number | null | undefined,
  others: readonly (number | null | undefined)[],
  rankSort: 'H' | 'L' | 'N',
): number | null {
  if (typeof own !== 'number' || !Number.isFinite(own)) return null;
  const present = finiteValues(others);
  if (present.length === 0) return 0;
  const worse = present.filter((v) => (rankSort === 'L' ? v > own : v < own)).length;
  return (worse / present.length) * 100;
}
