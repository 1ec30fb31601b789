export type QuintileScore = 1 | 2 | 3 | 4 | 5;

/** spec 1 section 2 (dashboard): the words shown with a score, 5 being best. */
export const SCORE_LABELS: Readonly<Record<QuintileScore, string>> = {
  1: 'Low',
  2: 'Below Average',
  3: 'Average',
  4: 'Above Average',
  5: 'High',
};

/**
 * The score 1 to 5 of a direction-adjusted percentile from 0 to 100 (100 best), by the bands of
 * the score legend (spec 2 section 2.10): up to 20 → 1, above 20 to 40 → 2, above 40 to 60 → 3,
 * above 60 to 80 → 4, above 80 → 5. A band's upper bound belongs to it: 20 scores 1, 20.01 scores 2.
 * The percentile is read to 12 significant digits first, so that a sum of binary fractions
 * that is 20 on paper (20.000000000000004) scores as 20.
 * Null for a missing value or one outside 0..100.
 */
export function quintileScore(percentile: number | null | undefined): QuintileScore | null {
  if (typeof percentile !== 'number' || !Number.isFinite(percentile)) return null;
  const p = Number(percentile.toPrecision(12));
  if (p < 0 || p > 100) return null;
  if (p <= 20) return 1;
  if (p <= 40) return 2;
  if (p <= 60) return 3;
  if (p <= 80) return 4;
  return 5;
}

/**
 * The composite percentile of a score area: the mean of its KPIs' direction-adjusted
 * percentiles (0 to 100), missing ones skipped. Null when no KPI has a percentile.
 */
export function compositePercentile(
  percentiles: readonly (number | null | undefined)[],
): number | null {
  const present = percentiles.filter(
    (p): p is number => typeof p === 'number' && Number.isFinite(p),
  );
  if (present.length === 0) return null;
  return present.reduce((sum, p) => sum + p, 0) / present.length;
}

/**
 * spec 1 (dashboard note): "ranks are composites of KPIs sorted into quintiles, 5 being best":
 * the quintile score of the composite percentile. Null when no KPI has a percentile.
 */
export function compositeScore(
  percentiles: readonly (number | null | undefined)[],
): QuintileScore | null {
  return quintileScore(compositePercentile(percentiles));
}

/** The label of a score, or null for no score (the UI shows a dash). */
export function scoreLabel(score: QuintileScore | null | undefined): string | null {
  return score ? SCORE_LABELS[score] : null;
}
