import { describe, expect, it } from 'vitest';
import { percentRanks } from './percentile';

const VALUES = [10, 20, 20, 40, null];

describe('percentRanks', () => {
  it('gives the share of the other values that are worse, higher being better for H', () => {
    // n = 4 present values; 10: 0 below → 0/3; 20: 1 below (10) → 1/3; 40: 3 below → 3/3
    expect(percentRanks(VALUES, 'H')).toEqual([0, 1 / 3, 1 / 3, 1, null]);
  });

  it('flips the order for L so that the lowest value ranks best', () => {
    // 10: 3 above → 3/3; 20: 1 above (40) → 1/3; 40: none above → 0
    expect(percentRanks(VALUES, 'L')).toEqual([1, 1 / 3, 1 / 3, 0, null]);
  });

  it('ranks N like H', () => {
    expect(percentRanks(VALUES, 'N')).toEqual(percentRanks(VALUES, 'H'));
  });

  it('gives ties the same (lower) rank, as PostgreSQL percent_rank() does', () => {
    // 5, 5, 5, 9: each 5 has nothing strictly below it
    expect(percentRanks([5, 5, 5, 9], 'H')).toEqual([0, 0, 0, 1]);
    expect(percentRanks([5, 5, 5, 9], 'L')).toEqual([1 / 3, 1 / 3, 1 / 3, 0]);
  });

  it('leaves missing and non-finite values out of the set, giving them null', () => {
    expect(percentRanks([NaN, 3, undefined, Infinity, 1], 'H')).toEqual([null, 1, null, null, 0]);
  });

  it('gives 0 to a lone value and nothing to an empty set', () => {
    expect(percentRanks([7, null], 'H')).toEqual([0, null]);
    expect(percentRanks([], 'H')).toEqual([]);
  });

  it('spreads six values in steps of 0.2', () => {
    expect(percentRanks([6, 5, 4, 3, 2, 1], 'H')).toEqual([1, 0.8, 0.6, 0.4, 0.2, 0]);
  });
});
