import { describe, expect, it } from 'vitest';
import {
  clampRangeIndexes,
  labelIndexes,
  labelsThatFit,
  nearestDateIndex,
  rangeEndingAt,
  resolveDateRange,
  sliderDateLabel,
} from './date-slider-rules';

const quarters = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const year = from + Math.floor(i / 4);
    return `${year}-${['03-31', '06-30', '09-30', '12-31'][i % 4]}`;
  });

describe('date slider rules (spec 2 sections 4 and 9)', () => {
  const dates = quarters(2016, 40);

  it('default to the last 13 dates', () => {
    expect(resolveDateRange(dates, null)).toEqual({
      startDate: '2022-12-31',
      endDate: '2025-12-31',
    });
    expect(resolveDateRange(dates.slice(0, 5), null)).toEqual({
      startDate: '2016-03-31',
      endDate: '2017-03-31',
    });
    expect(resolveDateRange([], null)).toBeNull();
  });

  it('keep a saved range, fitted to the dates held and one step apart', () => {
    const saved = { startDate: '2018-06-30', endDate: '2020-12-31' };
    expect(resolveDateRange(dates, saved)).toEqual(saved);
    expect(resolveDateRange(dates, { startDate: '2010-01-01', endDate: '2030-01-01' })).toEqual({
      startDate: '2016-03-31',
      endDate: '2025-12-31',
    });
    expect(resolveDateRange(dates, { startDate: '2020-12-31', endDate: '2020-12-31' })).toEqual({
      startDate: '2020-12-31',
      endDate: '2021-03-31',
    });
  });

  it('stop the moved handle one step from the other', () => {
    expect(clampRangeIndexes(40, 30, 20, 'start')).toEqual([19, 20]);
    expect(clampRangeIndexes(40, 20, 10, 'end')).toEqual([20, 21]);
    expect(clampRangeIndexes(40, 39, 39, 'end')).toEqual([38, 39]);
    expect(clampRangeIndexes(1, 0, 0)).toEqual([0, 0]);
  });

  it('move the end with the single-date slider, keeping the start when it can', () => {
    const range = { startDate: '2020-03-31', endDate: '2025-12-31' };
    expect(rangeEndingAt(dates, range, '2023-06-30')).toEqual({
      startDate: '2020-03-31',
      endDate: '2023-06-30',
    });
    expect(rangeEndingAt(dates, range, '2019-06-30')).toEqual({
      startDate: '2016-06-30',
      endDate: '2019-06-30',
    });
  });

  it('label the scale at most 12 months apart, counted back from the newest date', () => {
    const indexes = labelIndexes(dates);
    expect(indexes.at(-1)).toBe(39);
    const gaps = indexes.slice(1).map((index, i) => index - (indexes[i] ?? 0));
    expect(gaps.every((gap) => gap <= 4)).toBe(true);
    expect(indexes.map((i) => sliderDateLabel(dates[i] ?? ''))).toContain('Dec 2016');
  });

  it('find the nearest date and show dates as MMM yyyy', () => {
    expect(nearestDateIndex(dates, '2020-06-01')).toBe(17);
    expect(nearestDateIndex(dates, '2020-04-10')).toBe(16);
    expect(sliderDateLabel('2025-09-30')).toBe('Sep 2025');
    expect(sliderDateLabel('not a date')).toBe('not a date');
  });
});

describe('labels that fit the scale', () => {
  const yearly = Array.from({ length: 20 }, (_, k) => 4 * k + 3); // 20 Decembers of 80 quarters

  it('keeps every label when they fit, or before the width is known', () => {
    expect(labelsThatFit(yearly, 0)).toEqual(yearly);
    expect(labelsThatFit(yearly, 20 * 52)).toEqual(yearly);
  });

  it('keeps every k-th label back from the newest on a narrow scale', () => {
    // 370 px holds 7 labels of 52 px: every 3rd of 20, the newest (79) kept.
    const shown = labelsThatFit(yearly, 370);
    expect(shown).toEqual([7, 19, 31, 43, 55, 67, 79]);
    expect(shown.length).toBeLessThanOrEqual(Math.floor(370 / 52));
  });
});
