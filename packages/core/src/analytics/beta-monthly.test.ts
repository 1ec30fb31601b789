import { describe, expect, it } from 'vitest';
import { asymmetricBetas } from './asymmetric-beta';
import { addMonths } from '../domain/months';
import { cycleBeta } from './cycle-beta';
import { lagSearch, LAG_SEARCH_MONTHS } from './lag-search';
import { rollingBetas } from './rolling-beta';

/** Month ends of 2021-10 … 2023-12 with a rate stepping up and a cost following 3 months on. */
const MONTHS = Array.from({ length: 27 }, (_, i) => addMonths('2021-10-31', i));
// Rate: +0.25 a month from 2022-01 on, with a cut every fifth month so both sides are seen.
const rate = MONTHS.map((reportDate, i) => ({
  reportDate,
  value: 0.1 + (i < 3 ? 0 : (i - 2) * 0.25 - (i % 5 === 0 ? 0.4 : 0)),
}));
// Cost: 40% of the rate three months before, on a floor of 0.2.
const cost = MONTHS.map((reportDate, i) => ({
  reportDate,
  value: 0.2 + 0.4 * rate[Math.max(0, i - 3)]!.value,
}));

describe('the beta functions month by month (own data, issue 29)', () => {
  it('takes the cycle beta from the month before the first to the last month', () => {
    const result = cycleBeta(cost, rate, { start: '2022-01-31', end: '2023-12-31' }, 12);
    expect(result.baseDate).toBe('2021-12-31');
    expect(result.path).toHaveLength(24);
    const at = (d: string) => MONTHS.indexOf(d);
    const expected =
      (cost[at('2023-12-31')]!.value - cost[at('2021-12-31')]!.value) /
      (rate[at('2023-12-31')]!.value - rate[at('2021-12-31')]!.value);
    expect(result.cycleBeta).toBeCloseTo(expected, 12);
    expect(result.skippedQuarters).toEqual([]);
  });

  it('refuses a monthly cycle under 12 months and quarter dates are months too', () => {
    expect(() => cycleBeta(cost, rate, { start: '2022-01-31', end: '2022-11-30' }, 12)).toThrow(
      'A rate cycle spans at least 12 months, got 2022-01-31 to 2022-11-30',
    );
    expect(() => cycleBeta(cost, rate, { start: '2022-01-15', end: '2022-12-31' }, 12)).toThrow(
      'Invalid date: 2022-01-15',
    );
  });

  it('finds the 3-month lag, and the change betas at it are the 0.4 pass-through', () => {
    const search = lagSearch(cost, rate, LAG_SEARCH_MONTHS, 12);
    expect(search.bestLag).toBe(3);
    expect(search.rows.find((r) => r.best)!.beta).toBeCloseTo(0.4, 10);
    const fit = asymmetricBetas(cost, rate, { lagQuarters: 3, periodsPerYear: 12 });
    expect(fit.upBeta!.beta).toBeCloseTo(0.4, 10);
    expect(fit.downBeta!.beta).toBeCloseTo(0.4, 10);
    const rolling = rollingBetas(cost, rate, {
      windowQuarters: 12,
      lagQuarters: 3,
      periodsPerYear: 12,
    });
    expect(rolling[0]!.windowStart).toBe('2022-02-28');
    expect(rolling[0]!.reportDate).toBe('2023-01-31');
    for (const point of rolling) expect(point.estimate!.beta).toBeCloseTo(0.4, 10);
  });
});
