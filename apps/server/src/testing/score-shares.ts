import { expect } from 'vitest';

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
