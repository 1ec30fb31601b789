import { describe, expect, it } from 'vitest';
import { betaDistribution, betaPercentile } from './beta-distribution';

describe('betaDistribution', () => {
  it('bins the betas between the tails and marks the institution', () => {
    // 0.0, 0.1, … 1.0 (11 values): the 2% and 98% nearest ranks are the ends, 0 and 1.
    const betas = Array.from({ length: 11 }, (_, i) => i / 10);
    const { count, median, bins } = betaDistribution([...betas, null], 0.35, 4);
    expect(count).toBe(11);
    expect(median).toBeCloseTo(0.5, 12);
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [0, 0.25],
      [0.25, 0.5],
      [0.5, 0.75],
      [0.75, 1],
    ]);
    // 0, .1, .2 | .3, .4 | .5, .6, .7 | .8, .9, 1 (the last bin holds its upper end).
    expect(bins.map((b) => b.count)).toEqual([3, 2, 3, 3]);
    expect(bins.map((b) => b.institution)).toEqual([false, true, false, false]);
  });

  it('counts an outlier in the last bin rather than stretching the span to it', () => {
    const betas = [...Array.from({ length: 99 }, (_, i) => i / 100), 40];
    const { bins } = betaDistribution(betas, 40, 10);
    expect(bins.at(-1)!.to).toBeLessThan(1);
    expect(bins.at(-1)!.institution).toBe(true);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(100);
  });

  it('has one bin when every beta is the same, none without a beta', () => {
    expect(betaDistribution([0.4, 0.4], 0.4).bins).toEqual([
      { from: 0.4, to: 0.4, count: 2, institution: true },
    ]);
    expect(betaDistribution([null], null)).toEqual({ count: 0, median: null, bins: [] });
  });
});

describe('betaPercentile', () => {
  it('is the share of the others with a lower beta; none without a beta', () => {
    expect(betaPercentile([0.2, 0.5, 0.3, 0.5, null], 2)).toBe(1 / 3);
    expect(betaPercentile([0.2, 0.5, 0.3, 0.5], 1)).toBe(2 / 3);
    expect(betaPercentile([0.2, null], 1)).toBeNull();
  });
});
