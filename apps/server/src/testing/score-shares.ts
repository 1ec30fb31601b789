import { SCORE_MIN_MEASURES } from '@app/core/analytics/quintile-score';
import { expect } from 'vitest';
import type { ScoreArea } from '../reference-data/catalogue/score-areas';

/**
 * Quintile scores hold a fifth of the scored institutions each: every score 1 to 5 holds
 * 20% ± 1 pt of `scores` (the one performance score `id`).
 */
export function expectFifthsPerScore(id: string, scores: readonly number[]) {
  for (const score of [1, 2, 3, 4, 5]) {
    const share = (100 * scores.filter((v) => v === score).length) / scores.length;
    expect([id, score, Math.abs(share - 20) <= 1], `${id} score ${score}: ${share}%`).toEqual([
      id,
      score,
      true,
    ]);
  }
}

/**
 * Per score area, how many institutions have a score: exactly those with at least
 * SCORE_MIN_MEASURES of the area's KPIs (issue 23), each score held by a fifth of them.
 * `institutions` are each one's metric values by metric id.
 */
export function expectScoredWhereMeasured(
  areas: readonly ScoreArea[],
  institutions: readonly ReadonlyMap<string, number | null>[],
): Record<string, number> {
  const scored: Record<string, number> = {};
  for (const area of areas) {
    const measured = (values: ReadonlyMap<string, number | null>) =>
      area.kpiMetricIds.filter((id) => typeof values.get(id) === 'number').length;
    const withScore = institutions.filter(
      (values) => typeof values.get(area.scoreMetricId) === 'number',
    );
    const enough = institutions.filter((values) => measured(values) >= SCORE_MIN_MEASURES);
    expect(withScore.length, area.scoreMetricId).toBe(enough.length);
    expect(withScore.every((values) => measured(values) >= SCORE_MIN_MEASURES)).toBe(true);
    if (withScore.length > 0) {
      expectFifthsPerScore(
        area.scoreMetricId,
        withScore.map((values) => values.get(area.scoreMetricId) as number),
      );
    }
    scored[area.scoreMetricId] = withScore.length;
  }
  return scored;
}
