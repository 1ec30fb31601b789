import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuarters } from '../domain/quarters';
import { datedSeriesPair } from './beta-fixtures.test-support';
import { LAG_R_SQUARED_NEAR_TIE, LAG_SEARCH_QUARTERS, lagSearch } from './lag-search';
import { lagPairs } from './lagged-regression';
import { closeTo, qrLeastSquares } from './qr-least-squares.test-support';

const DATES = Array.from({ length: 12 }, (_, t) => addQuarters('2021-03-31', t));
const RATES = [1, 3, 2, 5, 4, 4.5, 1.5, 2.5, 3.5, 0.5, 2, 4];
const rate = RATES.map((value, t) => ({ reportDate: DATES[t]!, value }));

describe('lagSearch', () => {
  it('marks the lag with the best R²', () => {
    // Cost follows the rate two quarters later: m(t) = 0.5·r(t − 2) + 1. Other lags, worked
    // with numpy.corrcoef: R² 0.015498 (lag 0), 0.034274 (1), 0.008710 (3), 0.019424 (4).
    const metric = DATES.map((reportDate, t) => ({
      reportDate,
      value: t < 2 ? [1.1, 1.3][t]! : 0.5 * RATES[t - 2]! + 1,
    }));
    const search = lagSearch(metric, rate);
    expect(LAG_SEARCH_QUARTERS).toEqual([0, 1, 2, 3, 4]);
    expect(search.bestLag).toBe(2);
    expect(search.nearBestLags).toEqual([]);
    expect(search.rows.map((r) => r.best)).toEqual([false, false, true, false, false]);
    expect(search.rows[2]).toMatchObject({ lagQuarters: 2, n: 10, rSquared: 1 });
    expect(search.rows[2]!.beta).toBeCloseTo(0.5, 12);
    expect(search.rows.map((r) => Number(r.rSquared!.toFixed(6)))).toEqual([
      0.015498, 0.034274, 1, 0.00871, 0.019424,
    ]);
    expect(search.rows.map((r) => r.n)).toEqual([12, 11, 10, 9, 8]);
  });

  it('notes the lags within 0.02 of the best, and takes the shorter lag on a tie', () => {
    expect(LAG_R_SQUARED_NEAR_TIE).toBe(0.02);
    // A rate rising in a straight line fits every lag exactly.
    const linearRate = DATES.map((reportDate, t) => ({ reportDate, value: 1 + 0.25 * t }));
    const metric = DATES.map((reportDate, t) => ({ reportDate, value: 0.5 + 0.1 * t }));
    const search = lagSearch(metric, linearRate);
    expect(search.bestLag).toBe(0);
    expect(search.nearBestLags).toEqual([1, 2, 3, 4]);
  });

  it('has no best lag when no lag has 3 pairs, and shows the counts', () => {
    const search = lagSearch(rate.slice(0, 2), rate);
    expect(search.bestLag).toBeNull();
    expect(search.rows.map((r) => [r.rSquared, r.n])).toEqual([
      [null, 2],
      [null, 1],
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
  });
});

describe('lagSearch against a general least-squares solve', () => {
  it('gives each lag the QR slope and R² of its lagged pairs, and the best the highest (property)', () => {
    fc.assert(
      fc.property(datedSeriesPair(6, 24), ({ metric, rate }) => {
        const search = lagSearch(metric, rate);
        for (const row of search.rows) {
          const pairs = lagPairs(metric, rate, row.lagQuarters * 3);
          expect(row.n).toBe(pairs.length);
          const reference =
            pairs.length >= 3
              ? qrLeastSquares(
                  pairs.map((p) => [1, p.rate]),
                  pairs.map((p) => p.metric),
                )
              : null;
          if (!reference || row.beta === null) continue;
          expect(closeTo(row.beta, reference.coefficients[1]!, 1e-6)).toBe(true);
          expect(closeTo(row.rSquared!, Math.max(0, reference.rSquared), 1e-6)).toBe(true);
        }
        const fitted = search.rows.filter((r) => r.rSquared !== null);
        if (fitted.length === 0) {
          expect(search.bestLag).toBeNull();
        } else {
          const best = Math.max(...fitted.map((r) => r.rSquared!));
          expect(search.rows.find((r) => r.best)!.rSquared).toBe(best);
        }
      }),
    );
  });
});
