import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quarterRange } from '../domain/quarters';
import { dated, datedSeriesPair, FIXTURE_COSTS, FIXTURE_RATES } from './beta-fixtures.test-support';
import { cycleBeta, DEFAULT_RATE_CYCLES, MIN_CYCLE_QUARTERS } from './cycle-beta';
import { quarterlyChanges } from './quarterly-changes';

const metric = dated(FIXTURE_COSTS);
const rate = dated(FIXTURE_RATES);

describe('cycleBeta', () => {
  it('divides the change in the metric by the change in the rate, from the quarter before', () => {
    // Base 2021-12-31: rate 1, cost 0.5.
    // 2022Q1 0.10/0.25 = 0.4; Q2 0.32/0.75 = 0.426667; Q3 0.44/1 = 0.44; Q4 0.74/1.75 = 0.422857
    const result = cycleBeta(metric, rate, { start: '2022-03-31', end: '2022-12-31' });
    expect(result.baseDate).toBe('2021-12-31');
    expect(result.path.map((p) => p.reportDate)).toEqual([
      '2022-03-31',
      '2022-06-30',
      '2022-09-30',
      '2022-12-31',
    ]);
    const betas = result.path.map((p) => p.cumulativeBeta!);
    expect(betas[0]).toBeCloseTo(0.4, 12);
    expect(betas[1]).toBeCloseTo(0.32 / 0.75, 12);
    expect(betas[2]).toBeCloseTo(0.44, 12);
    expect(betas[3]).toBeCloseTo(0.74 / 1.75, 12);
    expect(result.cycleBeta).toBeCloseTo(0.422857, 6);
    expect(result.metricChange).toBeCloseTo(0.74, 12);
    expect(result.rateChange).toBeCloseTo(1.75, 12);
    expect(result.skippedQuarters).toEqual([]);
  });

  it('leaves a quarter with a missing value blank and lists it; the others stand', () => {
    const gappy = dated([0.5, 0.6, null, 0.94, 1.24]);
    const result = cycleBeta(gappy, rate, { start: '2022-03-31', end: '2022-12-31' });
    expect(result.path[1]).toEqual({
      reportDate: '2022-06-30',
      metricChange: null,
      rateChange: null,
      cumulativeBeta: null,
    });
    expect(result.path[2]!.cumulativeBeta).toBeCloseTo(0.44, 12);
    expect(result.skippedQuarters).toEqual(['2022-06-30']);
  });

  it('has no beta anywhere without the base quarter', () => {
    const noBase = dated([null, ...FIXTURE_COSTS.slice(1)]);
    const result = cycleBeta(noBase, rate, { start: '2022-03-31', end: '2022-12-31' });
    expect(result.cycleBeta).toBeNull();
    expect(result.path.every((p) => p.cumulativeBeta === null)).toBe(true);
    expect(result.skippedQuarters).toEqual(['2021-12-31']);
  });

  it('has no beta where the rate is back at its base level', () => {
    // Base 2022-12-31 at 2.75; 2023-03-31 is still 2.75.
    const result = cycleBeta(metric, rate, { start: '2023-03-31', end: '2023-12-31' });
    expect(result.path[0]!.cumulativeBeta).toBeNull();
    // 2023-12-31: (1.03 − 1.24) / (1.5 − 2.75) = 0.168
    expect(result.cycleBeta).toBeCloseTo(0.168, 12);
  });

  it('refuses a window under 4 quarters', () => {
    expect(MIN_CYCLE_QUARTERS).toBe(4);
    expect(() => cycleBeta(metric, rate, { start: '2022-03-31', end: '2022-09-30' })).toThrow(
      'A rate cycle spans at least 4 quarters, got 2022-03-31 to 2022-09-30',
    );
    expect(() => cycleBeta(metric, rate, { start: '2022-03-15', end: '2023-09-30' })).toThrow(
      'Invalid date: 2022-03-15',
    );
  });

  it('offers the two tightenings and the easing of issue 16', () => {
    expect(DEFAULT_RATE_CYCLES.map((c) => [c.direction, c.start, c.end])).toEqual([
      ['tightening', '2015-12-31', '2019-06-30'],
      ['easing', '2019-09-30', '2021-12-31'],
      ['tightening', '2022-03-31', '2023-12-31'],
    ]);
    for (const cycle of DEFAULT_RATE_CYCLES) {
      expect(quarterRange(cycle.start, cycle.end).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('cycleBeta on random data', () => {
  it('is the sum of the quarterly metric moves over the sum of the rate moves (property)', () => {
    fc.assert(
      fc.property(datedSeriesPair(6, 20), ({ metric, rate }) => {
        const start = metric[1]!.reportDate;
        const end = metric.at(-1)!.reportDate;
        const result = cycleBeta(metric, rate, { start, end });
        const { changes, skippedQuarters } = quarterlyChanges(metric, rate, { start, end });
        // With every quarter present the changes telescope to end − base.
        if (skippedQuarters.length > 0 || result.cycleBeta === null) return;
        const metricMove = changes.reduce((sum, c) => sum + c.metricChange, 0);
        const rateMove = changes.reduce((sum, c) => sum + c.rateChange, 0);
        expect(result.cycleBeta).toBeCloseTo(metricMove / rateMove, 6);
      }),
    );
  });
});
