import { sql, type SQL } from 'drizzle-orm';
import type { RankSort } from '@app/core/analytics/rank-sort';

/**
 * SQL over a row `cs` of metric_cross_sections (a national group's values of one metric at one
 * quarter, with their count `n`, sum `total` and sorted values), so that national statistics
 * are lookups instead of passes over every filer's value.
 */

/**
 * The mean of the cross-section with the value `x` of one of its institutions left out (x
 * null: the institution has no value there, nothing to leave out).
 */
export const nationalMeanWithout = (x: SQL) =>
  sql`case when ${x} is null then cs.total / nullif(cs.n, 0)
           else (cs.total - ${x}) / nullif(cs.n - 1, 0) end`;

/**
 * How many values of the cross-section are strictly better or worse than `x` (0 when x is
 * null), by binary search in the sorted values (width_bucket: how many are at or below x;
 * count_below, migration 0006: how many are below it). `higherIsBetter` may be a constant or
 * a column.
 */
export const nationalCount = (which: 'better' | 'worse', x: SQL, higherIsBetter: SQL) => {
  const above = sql`cs.n - width_bucket(${x}, cs.sorted)`;
  const below = sql`count_below(cs.sorted, ${x})`;
  const [ifHigher, ifLower] = which === 'better' ? [above, below] : [below, above];
  return sql`case when ${x} is null then 0 when ${higherIsBetter} then ${ifHigher} else ${ifLower} end`;
};

/** Sorting by value × direction, descending, puts the best first whatever the rankSort. */
export const DIRECTION: Record<RankSort, number> = { H: 1, N: 1, L: -1 };
