import { describe, expect, it } from 'vitest';
import { percentRanks } from './percentile';
import {
  compositePercentile,
  compositeScores,
  quintilesOfComposites,
  quintileScore,
  SCORE_LABELS,
} from './quintile-score';

describe('quintileScore', () => {
  it('scores the legend bands: up to 20, above 20 to 40, … above 80', () => {
    const cases: [number, number][] = [
      [0, 1],
      [20, 1],
      [20.01, 2],
      [40, 2],
      [40.5, 3],
      [60, 3],
      [60.0001, 4],
      [80, 4],
      [80.01, 5],
      [100, 5],
    ];
    for (const [percentile, score] of cases) expect(quintileScore(percentile)).toBe(score);
  });

  it('reads a binary-noisy band edge as the edge', () => {
    // (0.1 + 0.2) × 100 / 1.5 is 20 on paper, 20.000000000000004 in binary: band 1
    const noisy = ((0.1 + 0.2) * 100) / 1.5;
    expect(noisy).toBe(20.000000000000004);
    expect(quintileScore(noisy)).toBe(1);
  });

  it('gives null for a missing value or one outside 0..100', () => {
    for (const value of [null, undefined, NaN, -0.5, 100.5, Infinity]) {
      expect(quintileScore(value)).toBeNull();
    }
  });
});

describe('compositePercentile', () => {
  it('averages the KPI percentiles, skipping missing ones', () => {
    expect(compositePercentile([50, null, 70, 90])).toBe(70);
    expect(compositePercentile([20, 20.5])).toBe(20.25);
  });

  it('gives null with no KPI', () => {
    expect(compositePercentile([])).toBeNull();
    expect(compositePercentile([null, undefined])).toBeNull();
  });
});

describe('quintilesOfComposites', () => {
  it('gives each score a fifth of the institutions', () => {
    // 10 distinct composites: ceil(5k / 10) for k = 1..10 → two of each score
    const composites = [55, 48, 51, 49, 50, 52, 47, 53, 54, 46];
    expect(quintilesOfComposites(composites)).toEqual([5, 2, 3, 2, 3, 4, 1, 4, 5, 1]);
  });

  it('gives tied composites the higher score', () => {
    // n = 5, sorted 10, 20, 20, 30, 40. k (at or below): 1, 3, 3, 4, 5 → ceil(5k/5) = k.
    // Without the tie rule the two 20s would get 2 and 3; both get 3, and nobody gets 2.
    expect(quintilesOfComposites([20, 40, 10, 20, 30])).toEqual([3, 5, 1, 3, 4]);
    // n = 8: k = 1..8 → ceil(5k/8) = 1, 2, 2, 3, 4, 4, 5, 5; the tie at k = 4, 5 shares 4.
    expect(quintilesOfComposites([1, 2, 3, 4, 4, 6, 7, 8])).toEqual([1, 2, 2, 4, 4, 4, 5, 5]);
  });

  it('reads composites equal to 12 significant digits as tied', () => {
    // (0.1 + 0.2) × 100 is 30.000000000000004: the same composite as 30
    expect(quintilesOfComposites([(0.1 + 0.2) * 100, 30, 10, 50, 60])).toEqual([3, 3, 1, 4, 5]);
  });

  it('leaves out missing composites: null score, not counted in n', () => {
    // n = 2: ceil(5 × 1 / 2) = 3 and 5
    expect(quintilesOfComposites([null, 70, undefined, 30, NaN])).toEqual([null, 5, null, 3, null]);
  });

  it('scores institutions from their KPI percentiles (an H and an L metric)', () => {
    // Return on assets (H) 30 among 10..50 → 0.5; Texas ratio (L) 1 among 1..5 → 1.
    const roa = percentRanks([30, 10, 20, 40, 50], 'H');
    const texas = percentRanks([1, 2, 3, 4, 5], 'L');
    const percentiles = roa.map((r, i) => [r! * 100, texas[i]! * 100]);
    // composites: (50+100)/2 = 75, (0+75)/2 = 37.5, (25+50)/2 = 37.5, (75+25)/2 = 50, (100+0)/2 = 50
    // sorted 37.5, 37.5, 50, 50, 75 → k = 5, 2, 2, 4, 4 → scores 5, 2, 2, 4, 4
    expect(compositeScores(percentiles)).toEqual([5, 2, 2, 4, 4]);
  });

  it('gives no score below the minimum of measures, and leaves those out of the quintiles', () => {
    // The second rests on 2 of 3 KPIs: no score at a minimum of 3, so n = 2 → 5 and 3.
    const percentiles = [
      [90, 80, 70],
      [100, null, 100],
      [10, 20, 30],
    ];
    expect(compositeScores(percentiles)).toEqual([4, 5, 2]);
    expect(compositeScores(percentiles, 3)).toEqual([5, null, 3]);
  });
});

describe('SCORE_LABELS', () => {
  it('names the five scores (spec 1 dashboard)', () => {
    expect(SCORE_LABELS).toEqual({
      1: 'Low',
      2: 'Below Average',
      3: 'Average',
      4: 'Above Average',
      5: 'High',
    });
  });
});
