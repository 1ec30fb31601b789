import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxOf, isOutlier } from './distribution';

describe('boxOf', () => {
  it('takes the quartiles and Tukey’s fences, the one-time gain an outlier', () => {
    // 0.9 … 1.13 and a 9% ROA: quartiles 0.96 and 1.08, fences 0.78 and 1.26.
    const roa = [...Array.from({ length: 24 }, (_, k) => 0.9 + k * 0.01), 9];
    const box = boxOf(roa)!;
    expect(box.p25).toBeCloseTo(0.96, 10);
    expect(box.p50).toBeCloseTo(1.02, 10);
    expect(box.p75).toBeCloseTo(1.08, 10);
    expect(box.upperFence).toBeCloseTo(1.26, 10);
    expect(box.high).toBeCloseTo(1.13, 10);
    expect(box.low).toBeCloseTo(0.9, 10);
    expect(roa.filter((v) => isOutlier(box, v))).toEqual([9]);
  });

  it('keeps the whiskers within the values and the box ordered; no values, no box', () => {
    fc.assert(
      fc.property(
        // Ratios to the hundredth, as reported (subnormal doubles would only test rounding).
        fc.array(
          fc.integer({ min: -10_000, max: 10_000 }).map((v) => v / 100),
          { minLength: 1, maxLength: 50 },
        ),
        (values) => {
          const box = boxOf(values)!;
          expect(box.low).toBeLessThanOrEqual(box.p25);
          expect(box.p25).toBeLessThanOrEqual(box.p50);
          expect(box.p50).toBeLessThanOrEqual(box.p75);
          expect(box.p75).toBeLessThanOrEqual(box.high);
          expect([...values, box.p25]).toContain(box.low);
          expect([...values, box.p75]).toContain(box.high);
          expect(values.filter((v) => !isOutlier(box, v)).length).toBeGreaterThan(0);
        },
      ),
    );
    expect(boxOf([null, NaN])).toBeNull();
  });
});
