import { describe, expect, it } from 'vitest';
import { percentRanks } from './percentile';
import {
  compositePercentile,
  compositeScore,
  quintileScore,
  SCORE_LABELS,
  scoreLabel,
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

describe('compositeScore', () => {
  it('averages the KPI percentiles, skipping missing ones', () => {
    // (50 + 70 + 90) / 3 = 70 → band above 60 to 80 → 4
    expect(compositePercentile([50, null, 70, 90])).toBe(70);
    expect(compositeScore([50, null, 70, 90])).toBe(4);
    // (20 + 20.5) / 2 = 20.25 → 2
    expect(compositeScore([20, 20.5])).toBe(2);
  });

  it('gives null with no KPI', () => {
    expect(compositePercentile([])).toBeNull();
    expect(compositeScore([null, undefined])).toBeNull();
  });

  it('combines direction-adjusted ranks of an H and an L metric', () => {
    // Return on assets (H): 30 among 10..50 → 2 of 4 others below → 0.5 → 50
    // Texas ratio (L): 1 among 1..5 → all 4 others worse (higher) → 1 → 100
    // (50 + 100) / 2 = 75 → 4, Above Average
    const roa = percentRanks([30, 10, 20, 40, 50], 'H')[0]!;
    const texas = percentRanks([1, 2, 3, 4, 5], 'L')[0]!;
    const score = compositeScore([roa * 100, texas * 100]);
    expect(score).toBe(4);
    expect(scoreLabel(score)).toBe('Above Average');
  });
});

describe('scoreLabel', () => {
  it('names the five scores (spec 1 dashboard)', () => {
    expect(SCORE_LABELS).toEqual({
      1: 'Low',
      2: 'Below Average',
      3: 'Average',
      4: 'Above Average',
      5: 'High',
    });
    expect(scoreLabel(1)).toBe('Low');
    expect(scoreLabel(5)).toBe('High');
    expect(scoreLabel(null)).toBeNull();
  });
});
