import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateRatioOf,
  BAND_PERCENTILES,
  meanOf,
  medianOf,
  NO_PARTS,
  NO_VALUES,
  percentile,
  percentiles,
  percentileWithin,
  TOO_FEW_FOR_TRIMMED,
  trimmedMeanOf,
  ZERO_DENOMINATOR,
} from './peer-statistics';

/** Ratios as the catalogue stores them: percents, a few of them repeated (ties). */
const ratio = fc.oneof(
  fc.double({ min: -50, max: 50, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 1.25, -0.5, 1.25),
);
/** A member's value, or one of the shapes of "missing". */
const memberValue = fc.oneof(
  { weight: 4, arbitrary: ratio },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, NaN, Infinity, -Infinity) },
);
const present = (values: readonly (number | null | undefined)[]) =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The p-th percentile worked out from a sort, step by step: rank h = 1 + (n − 1)·p. */
function percentileBySort(values: readonly number[], p: number): number {
  const sorted = ascending(values);
  const h = 1 + (sorted.length - 1) * p;
  const lower = sorted[Math.floor(h) - 1]!;
  const upper = sorted[Math.min(Math.ceil(h), sorted.length) - 1]!;
  return lower + (h - Math.floor(h)) * (upper - lower);
}

const closeTo = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};

describe('median', () => {
  it('is the middle of the sorted values, or the mean of the middle two', () => {
    fc.assert(
      fc.property(fc.array(memberValue, { minLength: 1, maxLength: 60 }), (values) => {
        const sorted = ascending(present(values));
        const figure = medianOf(values);
        if (sorted.length === 0) {
          expect(figure).toEqual({ value: null, reason: NO_VALUES });
          return;
        }
        const mid = Math.floor(sorted.length / 2);
        const expected =
          sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
        closeTo(figure.value, expected);
        expect(figure).toMatchObject({ count: sorted.length });
      }),
    );
  });

  it('of 5 members is the third value, whatever the order', () => {
    expect(medianOf([9.1, 0.8, 1.1, 1.0, 0.9])).toEqual({ value: 1.0, count: 5 });
    expect(medianOf([1, 2, null, 3, 4])).toEqual({ value: 2.5, count: 4 });
  });
});

describe('percentiles', () => {
  it('match the interpolated sort at every percentile', () => {
    fc.assert(
      fc.property(
        fc.array(memberValue, { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, p) => {
          const finite = present(values);
          if (finite.length === 0) {
            expect(percentile(values, p)).toBeNull();
            return;
          }
          closeTo(percentile(values, p), percentileBySort(finite, p));
        },
      ),
    );
  });

  it('of a band are ordered, within the values, the 50th the median', () => {
    fc.assert(
      fc.property(fc.array(memberValue, { minLength: 1, maxLength: 60 }), (values) => {
        const finite = present(values);
        fc.pre(finite.length > 0);
        const band = percentiles(values, BAND_PERCENTILES) as number[];
        for (let k = 1; k < band.length; k++) expect(band[k]!).toBeGreaterThanOrEqual(band[k - 1]!);
        expect(band[0]!).toBeGreaterThanOrEqual(Math.min(...finite));
        expect(band[4]!).toBeLessThanOrEqual(Math.max(...finite));
        expect(band[2]).toBe(medianOf(values).value);
      }),
    );
  });

  it('take a rank exactly, and interpolate between ranks (PostgreSQL percentile_cont)', () => {
    // 1..11: h = 1 + 10·p, so p = 0.25 is rank 3.5 → 3.5, and p = 0.1 is rank 2 exactly.
    const values = [11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentiles(values, BAND_PERCENTILES)).toEqual([2, 3.5, 6, 8.5, 10]);
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([], 0.5)).toBeNull();
    expect(() => percentile([1], 1.5)).toThrow('A percentile is between 0 and 1, not 1.5.');
  });
});

describe('trimmed (the UBPR peer average)', () => {
  it('averages the values between the 5th and 95th percentiles, the cuts themselves kept', () => {
    fc.assert(
      fc.property(fc.array(memberValue, { minLength: 5, maxLength: 80 }), (values) => {
        const finite = present(values);
        const figure = trimmedMeanOf(values);
        if (finite.length === 0) {
          expect(figure.value).toBeNull();
          return;
        }
        if (finite.length < 5) {
          {
            expect(figure).toEqual({ value: null, reason: TOO_FEW_FOR_TRIMMED });
            return;
          }
        }
        const low = percentileBySort(finite, 0.05);
        const high = percentileBySort(finite, 0.95);
        const kept = finite.filter((v) => v >= low && v <= high);
        closeTo(figure.value, kept.reduce((s, v) => s + v, 0) / kept.length);
        expect(figure).toMatchObject({ count: kept.length });
      }),
    );
  });

  it('drops the one-time gain that drags the mean: 25 banks, one at 9% ROA', () => {
    const roa = [...Array.from({ length: 24 }, (_, k) => 0.9 + k * 0.01), 9];
    expect(meanOf(roa).value).toBeCloseTo(1.3344, 4);
    // 25 values: the 5th percentile is at rank 2.2 (0.912) and the 95th at rank 23.8 (1.128),
    // so 0.90 and 0.91 below and 1.13 and 9 above are dropped: 0.92 to 1.12 are averaged.
    expect(trimmedMeanOf(roa)).toEqual({ value: expect.closeTo(1.02, 10), count: 21 });
  });

  it('keeps ties at a cut together, and gives no figure under 5 values', () => {
    // 5 values: cuts at rank 1.2 and 4.8. The two 1s and two 3s straddle no cut and stay.
    expect(trimmedMeanOf([1, 1, 2, 3, 3])).toEqual({ value: 2, count: 5 });
    expect(trimmedMeanOf([0, 1, 2, 3, 100])).toEqual({ value: 2, count: 3 });
    expect(trimmedMeanOf([1, 2, 3, 4, null, NaN])).toEqual({
      value: null,
      reason: TOO_FEW_FOR_TRIMMED,
    });
    expect(trimmedMeanOf([])).toEqual({ value: null, reason: NO_VALUES });
  });
});

describe('aggregate (the group as one institution)', () => {
  const part = fc.record({
    numerator: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.constant(null)),
    denominator: fc.oneof(fc.integer({ min: 1, max: 1e9 }), fc.constant(null)),
  });

  it('is the sum of numerators over the sum of denominators of members reporting both', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 40 }), (parts) => {
        const both = parts.filter((p) => p.numerator !== null && p.denominator !== null);
        const figure = aggregateRatioOf(parts, 100);
        if (both.length === 0) {
          expect(figure).toEqual({ value: null, reason: NO_PARTS });
          return;
        }
        let n = 0;
        let d = 0;
        for (const p of both) {
          n += p.numerator!;
          d += p.denominator!;
        }
        closeTo(figure.value, (n / d) * 100);
        expect(figure).toMatchObject({ count: both.length });
      }),
    );
  });

  it('weighs by size, unlike the mean of ratios', () => {
    // ROA: a $1bn bank earning $10m (1%) and a $10m bank earning $0.5m (5%).
    const parts = [
      { numerator: 10, denominator: 1000 },
      { numerator: 0.5, denominator: 10 },
    ];
    expect(aggregateRatioOf(parts, 100).value).toBeCloseTo(1.0396, 4); // 10.5 / 1010
    expect(meanOf([1, 5]).value).toBe(3);
  });

  it('does not count a missing part as zero, and refuses a zero denominator', () => {
    const parts = [
      { numerator: 2, denominator: 100 },
      { numerator: 7, denominator: null },
      { numerator: null, denominator: 900 },
    ];
    expect(aggregateRatioOf(parts, 100)).toEqual({ value: 2, count: 1 });
    expect(aggregateRatioOf([{ numerator: 1, denominator: 0 }])).toEqual({
      value: null,
      reason: ZERO_DENOMINATOR,
    });
  });
});

describe('missing values', () => {
  it('are never counted as 0 by any statistic', () => {
    fc.assert(
      fc.property(fc.array(memberValue, { minLength: 1, maxLength: 40 }), (values) => {
        const finite = present(values);
        expect(meanOf(values)).toEqual(meanOf(finite));
        expect(medianOf(values)).toEqual(medianOf(finite));
        expect(trimmedMeanOf(values)).toEqual(trimmedMeanOf(finite));
      }),
    );
  });
});

describe('percentileWithin', () => {
  it('is the share of the group worse than the subject, ties not counted, by direction', () => {
    expect(percentileWithin(2, [1, 2, 3, 4], 'H')).toBe(25);
    expect(percentileWithin(2, [1, 2, 3, 4], 'L')).toBe(50);
    expect(percentileWithin(5, [1, null, 3], 'N')).toBe(100);
    expect(percentileWithin(null, [1], 'H')).toBeNull();
    expect(percentileWithin(1, [], 'H')).toBe(0);
  });
});
