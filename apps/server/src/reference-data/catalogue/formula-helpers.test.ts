import { describe, expect, it } from 'vitest';
import { fakeReportHistory } from './fake-report-history';
import {
  addAll,
  annualizedGrowthSincePriorYearEnd,
  annualizedQuarter,
  annualizedYtd,
  annualizeYtd,
  averageAnnualGrowth,
  averageOverQuarter,
  averageOverYear,
  averageWithPriorYearEnd,
  consolidatedOrDomestic,
  finiteOrNull,
  firstPresent,
  growthPercent,
  meanAt,
  percentOf,
  quarterAt,
  quarterOnly,
  safeDivide,
  scale,
  subtract,
  sumItems,
  thousandsToDollars,
  yearOverYearGrowth,
  type ValueAt,
} from './formula-helpers';

/** A balance series from a list: values[back], null past its end or where written null. */
const series =
  (values: readonly (number | null)[]): ValueAt =>
  (back) =>
    values[back] ?? null;

describe('finiteOrNull', () => {
  it('keeps finite numbers and turns NaN, ±Infinity, null and undefined into null', () => {
    expect(finiteOrNull(1.5)).toBe(1.5);
    expect(finiteOrNull(0)).toBe(0);
    expect(finiteOrNull(Number.NaN)).toBeNull();
    expect(finiteOrNull(Number.POSITIVE_INFINITY)).toBeNull();
    expect(finiteOrNull(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(finiteOrNull(null)).toBeNull();
    expect(finiteOrNull(undefined)).toBeNull();
  });
});

describe('safeDivide and percentOf', () => {
  it('divides', () => {
    expect(safeDivide(3, 4)).toBe(0.75);
    expect(safeDivide(-3, 4)).toBe(-0.75);
    // 1 / 8 × 100 = 12.5
    expect(percentOf(1, 8)).toBe(12.5);
  });

  it('gives null on a missing input or a zero denominator', () => {
    expect(safeDivide(null, 4)).toBeNull();
    expect(safeDivide(3, null)).toBeNull();
    expect(safeDivide(3, 0)).toBeNull();
    expect(safeDivide(0, 0)).toBeNull();
    expect(percentOf(3, 0)).toBeNull();
    expect(percentOf(null, 3)).toBeNull();
  });

  it('gives 0 for a zero numerator', () => {
    expect(percentOf(0, 5)).toBe(0);
  });

  it('gives null rather than Infinity on overflow', () => {
    expect(safeDivide(Number.MAX_VALUE, Number.MIN_VALUE)).toBeNull();
  });
});

describe('sumItems', () => {
  it('adds the present components, a missing one counting as 0', () => {
    expect(sumItems([1, 2, 3])).toBe(6);
    expect(sumItems([1, null, 3])).toBe(4);
    expect(sumItems([null, 0])).toBe(0);
  });

  it('is null when every component is missing or there are none', () => {
    expect(sumItems([null, null])).toBeNull();
    expect(sumItems([])).toBeNull();
  });
});

describe('addAll, subtract, scale, firstPresent', () => {
  it('addAll needs every value', () => {
    expect(addAll([1, 2])).toBe(3);
    expect(addAll([1, null])).toBeNull();
    expect(addAll([])).toBe(0);
  });

  it('subtract needs both values', () => {
    expect(subtract(5, 7)).toBe(-2);
    expect(subtract(null, 7)).toBeNull();
    expect(subtract(5, null)).toBeNull();
  });

  it('scale multiplies a present value', () => {
    expect(scale(2.5, 4)).toBe(10);
    expect(scale(null, 4)).toBeNull();
  });

  it('firstPresent takes the first non-null, a 0 included', () => {
    expect(firstPresent(null, 0, 5)).toBe(0);
    expect(firstPresent(null, null)).toBeNull();
  });

  it('thousandsToDollars scales bank thousands', () => {
    // 1,234 thousand = 1,234,000 dollars
    expect(thousandsToDollars(1234)).toBe(1_234_000);
    expect(thousandsToDollars(null)).toBeNull();
  });
});

describe('consolidatedOrDomestic: C(x)', () => {
  it('takes RCFD when filed and never adds RCON to it', () => {
    const report = fakeReportHistory('bank', '2025-06-30', [{ RCFD2170: 2000, RCON2170: 1500 }]);
    expect(consolidatedOrDomestic(report, '2170')).toBe(2000);
  });

  it('falls back to RCON when RCFD is not filed', () => {
    const report = fakeReportHistory('bank', '2025-06-30', [{ RCON2170: 1500 }]);
    expect(consolidatedOrDomestic(report, '2170')).toBe(1500);
  });

  it('keeps a filed RCFD zero', () => {
    const report = fakeReportHistory('bank', '2025-06-30', [{ RCFD2170: 0, RCON2170: 1500 }]);
    expect(consolidatedOrDomestic(report, '2170')).toBe(0);
  });

  it('reads earlier quarters and is null when neither is filed', () => {
    const report = fakeReportHistory('bank', '2025-06-30', [{}, { RCON2170: 900 }]);
    expect(consolidatedOrDomestic(report, '2170', 1)).toBe(900);
    expect(consolidatedOrDomestic(report, '2170')).toBeNull();
  });
});

describe('quarterAt', () => {
  it('walks back through the calendar quarters', () => {
    expect(quarterAt(3, 0)).toBe(3);
    expect(quarterAt(3, 2)).toBe(1);
    expect(quarterAt(3, 3)).toBe(4);
    expect(quarterAt(1, 1)).toBe(4);
    expect(quarterAt(2, 9)).toBe(1);
  });
});

describe('quarterOnly', () => {
  const ytd = series([30, 18, 8, 40]);

  it('subtracts the previous quarter’s YTD within the year (Q3: 30 − 18 = 12)', () => {
    const report = fakeReportHistory('bank', '2025-09-30', []);
    expect(quarterOnly(report, ytd)).toBe(12);
    // back 1 is Q2: 18 − 8 = 10; back 2 is Q1: its own YTD, 8
    expect(quarterOnly(report, ytd, 1)).toBe(10);
    expect(quarterOnly(report, ytd, 2)).toBe(8);
  });

  it('takes a first quarter as its own YTD and never subtracts across the year-end', () => {
    const report = fakeReportHistory('bank', '2025-03-31', []);
    // the prior December (40) is ignored
    expect(quarterOnly(report, series([7, 40]))).toBe(7);
  });

  it('is null when either YTD figure is missing', () => {
    const report = fakeReportHistory('bank', '2025-06-30', []);
    expect(quarterOnly(report, series([18, null]))).toBeNull();
    expect(quarterOnly(report, series([null, 8]))).toBeNull();
  });
});

describe('annualization', () => {
  it('uses × 4, × 2, × 4/3, × 1 for March, June, September, December', () => {
    expect(annualizeYtd(3, 1)).toBe(12);
    expect(annualizeYtd(6, 2)).toBe(12);
    // 9 × 4/3 = 12
    expect(annualizeYtd(9, 3)).toBeCloseTo(12, 12);
    expect(annualizeYtd(12, 4)).toBe(12);
    expect(annualizeYtd(null, 2)).toBeNull();
  });

  it('annualizes the current YTD figure', () => {
    const report = fakeReportHistory('bank', '2025-06-30', []);
    // 6 YTD in June × 2 = 12
    expect(annualizedYtd(report, series([6, 3]))).toBe(12);
  });

  it('annualizes the quarter’s own figure × 4, not the YTD', () => {
    const report = fakeReportHistory('bank', '2025-09-30', []);
    // (30 − 18) × 4 = 48, where the YTD route would give 30 × 4/3 = 40
    expect(annualizedQuarter(report, series([30, 18]))).toBe(48);
  });
});

describe('averages', () => {
  it('meanAt needs every point', () => {
    expect(meanAt(series([1, 2, 6]), [0, 1, 2])).toBe(3);
    expect(meanAt(series([1, null, 6]), [0, 1, 2])).toBeNull();
    expect(meanAt(series([1]), [])).toBeNull();
  });

  it('averageOverYear: the quarter-ends from the prior December (UBPR-style)', () => {
    // June: June, March, December → (1200 + 1100 + 1000) / 3 = 1100
    const june = fakeReportHistory('bank', '2025-06-30', []);
    expect(averageOverYear(june, series([1200, 1100, 1000, 999]))).toBe(1100);
    // March: March and December → (1100 + 1000) / 2 = 1050
    const march = fakeReportHistory('bank', '2025-03-31', []);
    expect(averageOverYear(march, series([1100, 1000]))).toBe(1050);
    // December: five points, (5 + 4 + 3 + 2 + 1) / 5 = 3
    const december = fakeReportHistory('bank', '2025-12-31', []);
    expect(averageOverYear(december, series([5, 4, 3, 2, 1]))).toBe(3);
  });

  it('averageOverYear is null when a quarter-end of the window is missing', () => {
    const june = fakeReportHistory('bank', '2025-06-30', []);
    expect(averageOverYear(june, series([1200, null, 1000]))).toBeNull();
  });

  it('averageWithPriorYearEnd: (current + prior December) / 2 (NCUA FPR)', () => {
    // September: back 3 is the prior December; (10,500 + 9,500) / 2 = 10,000
    const september = fakeReportHistory('credit union', '2025-09-30', []);
    expect(averageWithPriorYearEnd(september, series([10_500, 1, 2, 9_500]))).toBe(10_000);
    // December: the prior December is 4 quarters back
    const december = fakeReportHistory('credit union', '2025-12-31', []);
    expect(averageWithPriorYearEnd(december, series([12, 0, 0, 0, 8]))).toBe(10);
    expect(averageWithPriorYearEnd(september, series([10_500]))).toBeNull();
  });

  it('averageOverQuarter: this and the previous quarter-end', () => {
    expect(averageOverQuarter(series([900, 700]))).toBe(800);
    expect(averageOverQuarter(series([900]))).toBeNull();
  });
});

describe('growth', () => {
  it('growthPercent is null on a missing, zero or negative base', () => {
    // (110 − 100) / 100 × 100 = 10
    expect(growthPercent(110, 100)).toBeCloseTo(10, 12);
    expect(growthPercent(90, 100)).toBeCloseTo(-10, 12);
    expect(growthPercent(110, 0)).toBeNull();
    expect(growthPercent(110, -5)).toBeNull();
    expect(growthPercent(null, 100)).toBeNull();
    expect(growthPercent(110, null)).toBeNull();
  });

  it('annualizes growth since the prior December × 4 / quarter', () => {
    // June: (1100 − 1000) / 1000 = 10% × 2 = 20%
    const june = fakeReportHistory('bank', '2025-06-30', []);
    expect(annualizedGrowthSincePriorYearEnd(june, series([1100, 1050, 1000]))).toBeCloseTo(20, 12);
    // September: 9% × 4/3 = 12%
    const september = fakeReportHistory('bank', '2025-09-30', []);
    expect(annualizedGrowthSincePriorYearEnd(september, series([109, 0, 0, 100]))).toBeCloseTo(
      12,
      12,
    );
    // December: the 12-month growth, × 1
    const december = fakeReportHistory('bank', '2025-12-31', []);
    expect(annualizedGrowthSincePriorYearEnd(december, series([105, 0, 0, 0, 100]))).toBeCloseTo(
      5,
      12,
    );
  });

  it('compares year over year with four quarters back', () => {
    // (1100 − 880) / 880 = 25%
    expect(yearOverYearGrowth(series([1100, 0, 0, 0, 880]))).toBeCloseTo(25, 12);
    // a year earlier: (880 − 800) / 800 = 10%
    expect(yearOverYearGrowth(series([1100, 0, 0, 0, 880, 0, 0, 0, 800]), 4)).toBeCloseTo(10, 12);
    expect(yearOverYearGrowth(series([1100]))).toBeNull();
  });

  it('averages the last three annual growth rates', () => {
    // 1320 / 1200 = +10%, 1200 / 1000 = +20%, 1000 / 1000 = 0% → (10 + 20 + 0) / 3 = 10
    const balances: (number | null)[] = Array.from({ length: 13 }, () => null);
    balances[0] = 1320;
    balances[4] = 1200;
    balances[8] = 1000;
    balances[12] = 1000;
    expect(averageAnnualGrowth(series(balances), 3)).toBeCloseTo(10, 12);
    balances[12] = null;
    expect(averageAnnualGrowth(series(balances), 3)).toBeNull();
    expect(averageAnnualGrowth(series(balances), 0)).toBeNull();
  });
});
