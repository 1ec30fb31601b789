import { median } from './median';
import { percentRanks } from './percentile';

/** Issue 16, peer beta rank: bins of the histogram drawn. */
export const BETA_HISTOGRAM_BINS = 20;
/**
 * The histogram spans the 2nd to the 98th percentile of the betas: one institution whose rate
 * base barely moved can have a beta of 40, and a span set by it would put every other
 * institution in one bin. The first and last bins also hold the values beyond them.
 */
export const BETA_HISTOGRAM_TAIL = 0.02;

export interface BetaBin {
  from: number;
  to: number;
  count: number;
  /** The institution's beta falls in this bin. */
  institution: boolean;
}

export interface BetaDistribution {
  count: number;
  median: number | null;
  bins: BetaBin[];
}

/** The sorted value at quantile p (nearest rank on the sorted values). */
function nearestRank(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))]!;
}

/**
 * Histogram of a set of betas with the institution's marked: `binCount` equal-width bins from
 * the BETA_HISTOGRAM_TAIL to the 1 − BETA_HISTOGRAM_TAIL quantile, values beyond counted in
 * the first or last bin (a bin's `from` is inclusive, `to` exclusive, the last bin's inclusive).
 * Null and non-finite betas ('Insufficient Data') take no part. All betas equal: one bin.
 */
export function betaDistribution(
  betas: readonly (number | null)[],
  institutionBeta: number | null,
  binCount: number = BETA_HISTOGRAM_BINS,
): BetaDistribution {
  const sorted = betas
    .filter((b): b is number => b !== null && Number.isFinite(b))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, median: null, bins: [] };
  const low = nearestRank(sorted, BETA_HISTOGRAM_TAIL);
  const high = nearestRank(sorted, 1 - BETA_HISTOGRAM_TAIL);
  const count = high > low ? binCount : 1;
  const width = (high - low) / count;
  const binOf = (value: number) =>
    count === 1 ? 0 : Math.min(count - 1, Math.max(0, Math.floor((value - low) / width)));
  const bins: BetaBin[] = Array.from({ length: count }, (_, i) => ({
    from: low + i * width,
    to: i === count - 1 ? high : low + (i + 1) * width,
    count: 0,
    institution: false,
  }));
  for (const value of sorted) bins[binOf(value)]!.count++;
  if (institutionBeta !== null && Number.isFinite(institutionBeta)) {
    bins[binOf(institutionBeta)]!.institution = true;
  }
  return { count: sorted.length, median: median(sorted), bins };
}

/**
 * The institution's percentile among a set of betas that includes it: the share of the others
 * with a lower beta (percentRanks, PostgreSQL percent_rank(): ties share the lower rank), 1 for
 * the highest pass-through. Null when the institution has no beta.
 */
export function betaPercentile(
  betas: readonly (number | null)[],
  institutionIndex: number,
): number | null {
  return percentRanks(betas, 'H')[institutionIndex] ?? null;
}
