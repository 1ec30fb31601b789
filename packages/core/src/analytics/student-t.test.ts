import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studentTCdf, studentTQuantile } from './student-t';

describe('studentTQuantile', () => {
  it('matches the tabulated two-sided 95% critical values', () => {
    // Student t table, upper 2.5% point, 3 decimals.
    const table: [number, number][] = [
      [1, 12.706],
      [2, 4.303],
      [3, 3.182],
      [5, 2.571],
      [10, 2.228],
      [20, 2.086],
      [30, 2.042],
      [60, 2.0],
      [120, 1.98],
    ];
    for (const [df, value] of table) {
      expect(studentTQuantile(0.975, df)).toBeCloseTo(value, 3);
    }
  });

  it('matches other tabulated points and tends to the normal 1.95996 for large ν', () => {
    expect(studentTQuantile(0.95, 10)).toBeCloseTo(1.812, 3);
    expect(studentTQuantile(0.995, 10)).toBeCloseTo(3.169, 3);
    expect(studentTQuantile(0.9, 30)).toBeCloseTo(1.31, 3);
    expect(studentTQuantile(0.975, 100000)).toBeCloseTo(1.95996, 4);
  });

  it('is symmetric around 0', () => {
    expect(studentTQuantile(0.5, 7)).toBe(0);
    expect(studentTQuantile(0.025, 10)).toBeCloseTo(-2.228139, 6);
  });

  it('refuses probabilities outside (0, 1) and degrees of freedom that are not whole', () => {
    expect(() => studentTQuantile(0, 5)).toThrow(RangeError);
    expect(() => studentTQuantile(1, 5)).toThrow(RangeError);
    expect(() => studentTQuantile(0.975, 0)).toThrow(RangeError);
    expect(() => studentTQuantile(0.975, 2.5)).toThrow(RangeError);
  });

  it('inverts the CDF (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.integer({ min: 1, max: 400 }),
        (p, df) => {
          expect(studentTCdf(studentTQuantile(p, df), df)).toBeCloseTo(p, 9);
        },
      ),
    );
  });
});

describe('studentTCdf', () => {
  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    // ν = 1 is the Cauchy distribution: F(t) = 1/2 + arctan(t)/π.
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 14);
    // ν = 2: F(t) = 1/2 + t / (2·√(2 + t²)); t = 1 gives 1/2 + 1/(2√3).
    expect(studentTCdf(1, 2)).toBeCloseTo(0.5 + 1 / (2 * Math.sqrt(3)), 14);
    // ν = 3: F(t) = 1/2 + (θ + sinθ·cosθ)/π, θ = arctan(t/√3); t = √3 gives θ = π/4.
    expect(studentTCdf(Math.sqrt(3), 3)).toBeCloseTo(0.5 + (Math.PI / 4 + 0.5) / Math.PI, 14);
    expect(studentTCdf(0, 9)).toBe(0.5);
    expect(studentTCdf(-Infinity, 4)).toBe(0);
    expect(studentTCdf(Infinity, 4)).toBe(1);
  });
});
