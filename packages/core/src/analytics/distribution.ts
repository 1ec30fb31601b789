import { quantileOfSorted, sortedValues } from './peer-statistics';

/** A box plot's five figures: the extremes within the fences, the quartiles and the median. */
export interface BoxFigures {
  /** The lowest value at or above the lower fence (the whisker's end), at most p25. */
  low: number;
  p25: number;
  p50: number;
  p75: number;
  /** The highest value at or below the upper fence, at least p75. */
  high: number;
  /** Tukey's fences: 1.5 interquartile ranges beyond the quartiles. */
  lowerFence: number;
  upperFence: number;
}

/**
 * The box of a distribution (quartiles as quantileOfSorted takes them) with Tukey's fences: a
 * value beyond them is an outlier, drawn and named on its own. Null without values.
 */
export function boxOf(values: readonly (number | null | undefined)[]): BoxFigures | null {
  const sorted = sortedValues(values);
  if (sorted.length === 0) return null;
  const p25 = quantileOfSorted(sorted, 0.25)!;
  const p50 = quantileOfSorted(sorted, 0.5)!;
  const p75 = quantileOfSorted(sorted, 0.75)!;
  const spread = p75 - p25;
  const lowerFence = p25 - 1.5 * spread;
  const upperFence = p75 + 1.5 * spread;
  const inside = sorted.filter((v) => v >= lowerFence && v <= upperFence);
  return {
    // An interpolated quartile may lie beyond the last value inside a fence: the whisker then
    // ends at the box.
    low: Math.min(inside[0] ?? p25, p25),
    p25,
    p50,
    p75,
    high: Math.max(inside.at(-1) ?? p75, p75),
    lowerFence,
    upperFence,
  };
}

/** Whether a value lies beyond the box's fences. */
export const isOutlier = (box: BoxFigures, value: number) =>
  value < box.lowerFence || value > box.upperFence;
