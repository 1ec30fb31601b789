import { describe, expect, it } from 'vitest';
import {
  paddedAxisRange,
  RANK_CHART_MAX_INSTITUTIONS,
  rankWindow,
  rankWindowBounds,
  rankWindowLabel,
} from './rank-window';

const HUNDRED = Array.from({ length: 100 }, (_, i) => i);

describe('rankWindow', () => {
  it('centres 25 institutions on the institution: 12 before, 12 after', () => {
    expect(RANK_CHART_MAX_INSTITUTIONS).toBe(25);
    const window = rankWindow(HUNDRED, 50);
    expect(window.start).toBe(38); // 50 − 12
    expect(window.end).toBe(63);
    expect(window.items).toHaveLength(25);
    expect(window.items[12]).toBe(50);
    expect(window.label).toBe('Showing 25 of 100 institutions');
  });

  it('shifts the window inwards at either end', () => {
    expect(rankWindow(HUNDRED, 0)).toMatchObject({ start: 0, end: 25 });
    expect(rankWindow(HUNDRED, 5)).toMatchObject({ start: 0, end: 25 });
    expect(rankWindow(HUNDRED, 12)).toMatchObject({ start: 0, end: 25 });
    expect(rankWindow(HUNDRED, 13)).toMatchObject({ start: 1, end: 26 });
    expect(rankWindow(HUNDRED, 90)).toMatchObject({ start: 75, end: 100 });
    expect(rankWindow(HUNDRED, 99)).toMatchObject({ start: 75, end: 100 });
  });

  it('shows a short list whole', () => {
    const ten = HUNDRED.slice(0, 10);
    expect(rankWindow(ten, 9)).toEqual({
      items: ten,
      start: 0,
      end: 10,
      label: 'Showing 10 of 10 institutions',
    });
    expect(rankWindow([], 0)).toEqual({
      items: [],
      start: 0,
      end: 0,
      label: 'Showing 0 of 0 institutions',
    });
  });

  it('shows the first institutions when the institution is not in the list', () => {
    expect(rankWindow(HUNDRED, -1)).toMatchObject({ start: 0, end: 25 });
    expect(rankWindow(HUNDRED, 100)).toMatchObject({ start: 0, end: 25 });
  });

  it('takes other window sizes, one more after than before when even', () => {
    // size 4: floor(3 / 2) = 1 before, 2 after
    expect(rankWindow(HUNDRED.slice(0, 10), 5, 4)).toMatchObject({ start: 4, end: 8 });
    expect(() => rankWindow(HUNDRED, 5, 0)).toThrow(RangeError);
  });

  it('writes the label', () => {
    expect(rankWindowLabel(25, 4312)).toBe('Showing 25 of 4312 institutions');
  });
});

describe('rankWindowBounds', () => {
  it('answers the bounds of rankWindow from the position and the count alone', () => {
    expect(rankWindowBounds(50, 100)).toEqual({ start: 38, end: 63 });
    expect(rankWindowBounds(3, 100)).toEqual({ start: 0, end: 25 });
    expect(rankWindowBounds(99, 100)).toEqual({ start: 75, end: 100 });
    expect(rankWindowBounds(-1, 100)).toEqual({ start: 0, end: 25 });
    expect(rankWindowBounds(4, 10)).toEqual({ start: 0, end: 10 });
    expect(rankWindowBounds(-1, 0)).toEqual({ start: 0, end: 0 });
  });

  it('never reaches more than size − 1 places from the institution', () => {
    for (let total = 1; total <= 60; total++) {
      for (let position = 0; position < total; position++) {
        const { start, end } = rankWindowBounds(position, total);
        expect(position - start).toBeLessThanOrEqual(24);
        expect(end - 1 - position).toBeLessThanOrEqual(24);
      }
    }
  });
});

describe('paddedAxisRange', () => {
  it('pads the range by 20% of its span on each side', () => {
    // span 20 − 10 = 10 → pad 2
    expect(paddedAxisRange([10, 20, 15])).toEqual({ min: 8, max: 22 });
    expect(paddedAxisRange([-5, 5])).toEqual({ min: -7, max: 7 });
  });

  it('does not cross zero because of the padding', () => {
    // 1 − 2 would be −1: a non-negative axis stops at 0
    expect(paddedAxisRange([1, 11])).toEqual({ min: 0, max: 13 });
    expect(paddedAxisRange([-20, -10])).toEqual({ min: -22, max: -8 });
    expect(paddedAxisRange([-10, 0])).toEqual({ min: -12, max: 0 });
  });

  it('pads equal values by 20% of their size, or by 0.2 around zero', () => {
    expect(paddedAxisRange([5, 5])).toEqual({ min: 4, max: 6 });
    expect(paddedAxisRange([-5])).toEqual({ min: -6, max: -4 });
    expect(paddedAxisRange([0, 0])).toEqual({ min: 0, max: 0.2 });
  });

  it('ignores missing values and gives null with none', () => {
    expect(paddedAxisRange([null, 10, undefined, 20, NaN])).toEqual({ min: 8, max: 22 });
    expect(paddedAxisRange([])).toBeNull();
    expect(paddedAxisRange([null, NaN])).toBeNull();
  });
});
