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
 * The colour band 1 to 5 of a direction-adjusted percentile from 0 to 100 (100 best), by the
 * bands of the score legend (spec 2 section 2.10): up to 20 → 1, above 20 to 40 → 2, above 40
 * to 60 → 3, above 60 to 80 → 4, above 80 → 5. A band's upper bound belongs to it: 20 is band 1,
 * 20.01 band 2. The percentile is read to 12 significant digits first, so that a sum of binary
 * fractions that is 20 on paper (20.000000000000004) falls in band 1. The performance scores
 * themselves are not these bands but quintiles among institutions (`quintilesOfComposites`).
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
 * The fewest of an area's KPIs (4 or 5) a score may rest on (issue 23). On the NCUA files
 * thousands of credit unions report only 2 of the 5 credit KPIs; a composite of 2 is one or two
 * ratios dressed as an area's score, so below 3 there is no score, and the screens say why.
 */
export const SCORE_MIN_MEASURES = 3;

/**
 * The composite percentile of a score area: the mean of its KPIs' direction-adjusted
 * percentiles (0 to 100), missing ones skipped. Null when fewer than `minimum` KPIs have a
 * percentile (by default one: any).
 */
export function compositePercentile(
  percentiles: readonly (number | null | undefined)[],
  minimum = 1,
): number | null {
  const present = percentiles.filter(
    (p): p is number => typeof p === 'number' && Number.isFinite(p),
  );
  if (present.length === 0 || present.length < minimum) return null;
  return present.reduce((sum, p) => sum + p, 0) / present.length;
}

/**
 * spec 1 (dashboard note): "ranks are composites of KPIs sorted into quintiles, 5 being best".
 * The score of each composite is its quintile among the composites given (one institution type,
 * one quarter): with n composites and k of them at or below this one,
 *   score = ceil(5 × k / n)
 * so each score holds a fifth of the institutions, and tied composites share the higher score
 * (k counts the whole tie). Fixed 20-point bands on the composite would not do: a mean of several
 * percentiles clusters near 50, so those bands put half the institutions in 3 and almost none in
 * 1 or 5. Composites equal to 12 significant digits count as tied, so that binary noise in a mean
 * does not split a tie. Null stays null and takes no part in n.
 */
export function quintilesOfComposites(
  composites: readonly (number | null | undefined)[],
): (QuintileScore | null)[] {
  const keyOf = (c: number) => Number(c.toPrecision(12));
  const sorted = composites
    .filter((c): c is number => typeof c === 'number' && Number.isFinite(c))
    .map(keyOf)
    .sort((a, b) => a - b);
  const n = sorted.length;
  return composites.map((c) => {
    if (typeof c !== 'number' || !Number.isFinite(c)) return null;
    const key = keyOf(c);
    // k = how many composites are at or below this one (upper bound of the tie in the sort)
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= key) lo = mid + 1;
      else hi = mid;
    }
    // integer arithmetic: ceil(5k / n) without a fraction that could land a hair above a whole
    return Math.floor((5 * lo + n - 1) / n) as QuintileScore;
  });
}

/**
 * The scores of a set of institutions, each given the percentiles of its KPIs (0 to 100, 100
 * best): the quintile of each one's composite percentile among all of them
 * (`quintilesOfComposites`). Null for an institution with fewer than `minimum` KPI percentiles
 * (by default none); such an institution takes no part in the quintiles.
 */
export function compositeScores(
  percentilesPerInstitution: readonly (readonly (number | null | undefined)[])[],
  minimum = 1,
): (QuintileScore | null)[] {
  return quintilesOfComposites(
    percentilesPerInstitution.map((percentiles) => compositePercentile(percentiles, minimum)),
  );
}
