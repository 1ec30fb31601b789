import { describe, expect, it } from 'vitest';
import { dated, FIXTURE_COSTS, FIXTURE_RATES } from './beta-fixtures.test-support';
import { quarterlyChanges, rateMoveDirection } from './quarterly-changes';

describe('quarterlyChanges', () => {
  it('pairs each quarter’s metric change with the rate change', () => {
    const { changes, skippedQuarters } = quarterlyChanges(
      dated(FIXTURE_COSTS),
      dated(FIXTURE_RATES),
    );
    expect(changes).toHaveLength(9);
    expect(changes[0]!.reportDate).toBe('2022-03-31');
    expect(changes[0]!.metricChange).toBeCloseTo(0.1, 12);
    expect(changes[0]!.rateChange).toBeCloseTo(0.25, 12);
    expect(skippedQuarters).toEqual([]);
  });

  it('skips and lists the quarters a missing value touches, never reading it as 0', () => {
    const costs = dated([...FIXTURE_COSTS.slice(0, 3), null, ...FIXTURE_COSTS.slice(4)]);
    const { changes, skippedQuarters } = quarterlyChanges(costs, dated(FIXTURE_RATES));
    // 2022-09-30 is missing: neither its change nor 2022-12-31's can be made.
    expect(skippedQuarters).toEqual(['2022-09-30', '2022-12-31']);
    expect(changes.map((c) => c.reportDate)).not.toContain('2022-12-31');
    expect(changes).toHaveLength(7);
  });

  it('lags the rate change by whole quarters and keeps to the window', () => {
    const { changes, skippedQuarters } = quarterlyChanges(
      dated(FIXTURE_COSTS),
      dated(FIXTURE_RATES),
      { lagQuarters: 1, start: '2022-06-30', end: '2022-12-31' },
    );
    // metric change in 2022Q2 with the rate change of 2022Q1 (+0.25), and so on.
    expect(changes.map((c) => [c.reportDate, c.rateDate])).toEqual([
      ['2022-06-30', '2022-03-31'],
      ['2022-09-30', '2022-06-30'],
      ['2022-12-31', '2022-09-30'],
    ]);
    expect(changes[0]!.rateChange).toBeCloseTo(0.25, 12);
    expect(changes[0]!.metricChange).toBeCloseTo(0.22, 12);
    expect(skippedQuarters).toEqual([]);
    // A window starting at the first quarter has no change there: no quarter before it.
    expect(
      quarterlyChanges(dated(FIXTURE_COSTS), dated(FIXTURE_RATES), { start: '2021-12-31' })
        .skippedQuarters,
    ).toEqual(['2021-12-31']);
  });
});

describe('quarterlyChanges rounding', () => {
  it('drops binary residue, so equal moves in decimal are equal', () => {
    const rates = dated([0.1, 0.2, 0.3, 0.4]);
    const { changes } = quarterlyChanges(rates, rates);
    // 0.3 − 0.2 is 0.09999999999999998 in binary; 0.2 − 0.1 is 0.1.
    expect(changes.map((c) => c.rateChange)).toEqual([0.1, 0.1, 0.1]);
  });
});

describe('rateMoveDirection', () => {
  it('reads floating-point residue as no move', () => {
    expect(rateMoveDirection(0.1 + 0.2 - 0.3)).toBe('flat');
    expect(rateMoveDirection(0.01)).toBe('up');
    expect(rateMoveDirection(-0.01)).toBe('down');
  });
});
