import type { RankSort } from './rank-sort';

function finiteValues(values: readonly (number | null | undefined)[]): number[] {
  return values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/**
 * Percent rank of each value within the set, 0 (worst) to 1 (best), in the input's order.
 *
 * PostgreSQL percent_rank() semantics, ordered from worst to best, so SQL and this agree:
 *   percentRank(v) = (number of other values strictly worse than v) / (n − 1)
 * where n counts the values present, "worse" is lower for H and N, higher for L (the rank is
 * flipped so that 1 is always best). Ties share the lower rank, as in SQL.
 * Null, undefined, NaN and ±Infinity take no part in the set and get null.
 * A set of one value gives 0, as percent_rank() does.
 */
export function percentRanks(
  values: readonly (number | null | undefined)[],
  rankSort: RankSort,
): (number | null)[] {
  const sorted = finiteValues(values).sort((a, b) => a - b);
  const n = sorted.length;
  return values.map((value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    if (n === 1) return 0;
    const worse =
      rankSort === 'L' ? n - firstIndexAbove(sorted, value) : firstIndexAtOrAbove(sorted, value);
    return worse / (n - 1);
  });
}

/** Index of the first value >= target in an ascending array (its length when none). */
function firstIndexAtOrAbove(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value > target in an ascending array (its length when none). */
function firstIndexAbove(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
