import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([-0.25, 0, -0.1])).toBe(-0.1);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5); // (2 + 3) / 2
  });

  it('ignores non-finite values and gives null for none', () => {
    expect(median([NaN, 1, Infinity])).toBe(1);
    expect(median([])).toBeNull();
    expect(median([NaN])).toBeNull();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
