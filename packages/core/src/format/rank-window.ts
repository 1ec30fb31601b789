import { nounFor } from './format-count';

/** spec 2 section 9: the rank chart shows at most 25 institutions around the institution. */
export const RANK_CHART_MAX_INSTITUTIONS = 25;
/** spec 2 section 9: the rank chart's axis range is padded by 20%. */
export const RANK_CHART_AXIS_PADDING = 0.2;

export interface RankWindow<T> {
  items: T[];
  /** Index in the full list of the first item shown. */
  start: number;
  /** Index in the full list after the last item shown. */
  end: number;
  /** spec 2 section 2.5: 'Showing N of M institutions'. */
  label: string;
}

export function rankWindowLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${nounFor(total, 'institution')}`;
}

/**
 * The slice of a ranked list the rank chart shows: at most `size` items with the institution
 * (at `position`) in the middle, floor((size − 1) / 2) before it (12 of 25), shifted inwards when
 * that would run past either end so the window stays full. A list no longer than `size` is shown
 * whole. A position outside the list (the institution has no value) shows the first `size`.
 */
export function rankWindow<T>(
  sorted: readonly T[],
  position: number,
  size: number = RANK_CHART_MAX_INSTITUTIONS,
): RankWindow<T> {
  const total = sorted.length;
  const { start, end } = rankWindowBounds(position, total, size);
  return {
    items: sorted.slice(start, end),
    start,
    end,
    label: rankWindowLabel(end - start, total),
  };
}

/**
 * The bounds of rankWindow (start included, end excluded) for a list of `total` items, for
 * callers that hold only the items near the institution: they never lie more than size − 1
 * places from it (or from the first place when it is not in the list).
 */
export function rankWindowBounds(
  position: number,
  total: number,
  size: number = RANK_CHART_MAX_INSTITUTIONS,
): { start: number; end: number } {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Bad window size: ${size}`);
  const inList = Number.isInteger(position) && position >= 0 && position < total;
  const wanted = inList ? position - Math.floor((size - 1) / 2) : 0;
  const start = Math.max(0, Math.min(wanted, total - size));
  return { start, end: Math.min(total, start + size) };
}

/**
 * The rank chart's value axis: the values' range widened by `padding` (20%) of its span on each
 * side, min = lowest − 0.2·span, max = highest + 0.2·span.
 * - All values equal: the span is taken as |value| (±20% around it), or 1 when the value is 0.
 * - An axis never crosses zero because of the padding alone: values all ≥ 0 keep min ≥ 0, values
 *   all ≤ 0 (some below) keep max ≤ 0 (a ratio that cannot be negative gets no negative ticks).
 * Missing values are ignored; null when none is present.
 */
export function paddedAxisRange(
  values: readonly (number | null | undefined)[],
  padding: number = RANK_CHART_AXIS_PADDING,
): { min: number; max: number } | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return null;
  const lowest = Math.min(...known);
  const highest = Math.max(...known);
  const span = highest - lowest || Math.abs(highest) || 1;
  let min = lowest - span * padding;
  let max = highest + span * padding;
  if (lowest >= 0) min = Math.max(0, min);
  if (highest <= 0 && lowest < 0) max = Math.min(0, max);
  return { min, max };
}
