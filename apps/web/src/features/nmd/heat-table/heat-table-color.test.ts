import { describe, expect, it } from 'vitest';
import { heatTableColor, heatTableTextColor } from './heat-table-color';

describe('heatTableColor', () => {
  it('runs from #bb3a67 through #e7ca74 to #2b821d across min to max', () => {
    expect(heatTableColor(0.1, 0.1, 0.9)).toBe('#bb3a67');
    expect(heatTableColor(0.5, 0.1, 0.9)).toBe('#e7ca74');
    expect(heatTableColor(0.9, 0.1, 0.9)).toBe('#2b821d');
    expect(heatTableColor(0.3, 0.1, 0.9)).toBe('#d1826e');
  });

  it('gives the middle colour when all values are equal, and none to a missing value', () => {
    expect(heatTableColor(0.4, 0.4, 0.4)).toBe('#e7ca74');
    expect(heatTableColor(null, 0, 1)).toBeNull();
  });
});

describe('heatTableTextColor', () => {
  it('picks the more contrasting text colour', () => {
    expect(heatTableTextColor('#e7ca74')).toBe('#000000');
    expect(heatTableTextColor('#1b5e20')).toBe('#ffffff');
  });
});
