import { describe, expect, it } from 'vitest';
import { groupDifference } from './group-statistics';

describe('groupDifference', () => {
  it('rounds to 2 decimals, halves away from zero', () => {
    expect(groupDifference(1.005, 0, 'H')).toBe(1.01);
    expect(groupDifference(1.005, 0, 'L')).toBe(-1.01);
    expect(groupDifference(0.3, 0.1, 'H')).toBe(0.2); // 0.19999999999999998 in binary
    expect(Object.is(groupDifference(2, 2, 'L'), 0)).toBe(true);
  });

  it('keeps huge money differences', () => {
    // total deposits in dollars: 1,250,000,000 − 1,000,000,000.004 = 249,999,999.996 → …000.00
    expect(groupDifference(1_250_000_000, 1_000_000_000.004, 'H')).toBe(250_000_000);
  });
});
