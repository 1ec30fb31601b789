import { describe, expect, it } from 'vitest';
import { addMonths, isMonthEnd, monthEnd } from '../domain/months';
import {
  decayAnalysis,
  pctDeclineWal,
  periodDecayFactor,
  quarterlyDecayFactor,
  straightLineDeclineWal,
  type DecayOptions,
} from './decay';

/** Month-end balances from `first`, one a month. */
function months(first: string, values: readonly number[]) {
  return values.map((value, i) => ({ reportDate: addMonths(first, i), value }));
}

/** 100, 101, …, 111 repeating: every 12 consecutive months hold each of them once. */
const sawtooth = (count: number) => Array.from({ length: count }, (_, i) => 100 + (i % 12));
/** Sample standard deviation of 100…111 is √(Σ(k − 5.5)² / 11) = √(143 / 11) = √13, mean 105.5. */
const SAWTOOTH_VOLATILITY = Math.sqrt(13) / 105.5;

function monthly(over: Partial<DecayOptions> = {}): DecayOptions {
  return {
    rangeStart: '2022-01-31',
    rangeEnd: '2023-12-31',
    significantEventThreshold: 5,
    adjustForCovid: false,
    periodsPerYear: 12,
    ...over,
  };
}

describe('month-end dates', () => {
  it('knows each month’s last day, leap years included', () => {
    expect(monthEnd(2024, 2)).toBe('2024-02-29');
    expect(monthEnd(2023, 2)).toBe('2023-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', -13)).toBe('2022-12-31');
    expect(isMonthEnd('2024-04-30')).toBe(true);
    expect(isMonthEnd('2024-04-29')).toBe(false);
  });
});

describe('monthly decay (own deposit data)', () => {
  it('takes the twelfth root: a year of months at d leaves 1 − m', () => {
    const d = periodDecayFactor(0.12, 12)!;
    expect(d).toBeCloseTo(1 - 0.88 ** (1 / 12), 15);
    expect((1 - d) ** 12).toBeCloseTo(0.88, 12);
    // Quarters are the same function with 4.
    expect(periodDecayFactor(0.12, 4)).toBe(quarterlyDecayFactor(0.12));
    expect(periodDecayFactor(1.2, 12)).toBeNull();
  });

  it('measures volatility over 12 months with a year of history and decays at the monthly factor', () => {
    // A year of history (2021) before the 24 months of the range.
    const result = decayAnalysis(months('2021-01-31', sawtooth(36)), monthly());
    expect(result.points).toHaveLength(24);
    expect(result.history).toHaveLength(12);
    for (const p of result.points) {
      expect(p.standardAverageBalanceVolatile).toBeCloseTo(SAWTOOTH_VOLATILITY, 12);
    }
    expect(result.medianVolatility).toBeCloseTo(SAWTOOTH_VOLATILITY, 12);
    const d = 1 - (1 - SAWTOOTH_VOLATILITY) ** (1 / 12);
    expect(result.actual.decayFactor).toBeCloseTo(d, 12);
    expect(result.periodsPerYear).toBe(12);
    // 100 years of months; the run-off starts from the last month, 2023-12 (111).
    expect(result.horizonPeriods).toBe(1200);
    expect(result.actual.cashFlow).toHaveLength(1201);
    expect(result.actual.cashFlow[12]!.pctDeclineBalance).toBeCloseTo(
      111 * (1 - SAWTOOTH_VOLATILITY),
      9,
    );
    // Lives in years: Σ_{k<1200} (1 − d)^k months over 12.
    let monthsSum = 0;
    for (let k = 0; k < 1200; k++) monthsSum += (1 - d) ** k;
    expect(result.actual.pctDeclineWal).toBeCloseTo(monthsSum / 12, 9);
  });

  it('gives lives in years from monthly factors', () => {
    // A quarter of the balance each month: (1 + 0.75 + 0.5 + 0.25) months = 2.5 / 12 years.
    expect(straightLineDeclineWal(0.25, 1200, 12)).toBeCloseTo(2.5 / 12, 15);
    expect(pctDeclineWal(0.1, 1200, 12)).toBeCloseTo((1 - 0.9 ** 1200) / (12 * 0.1), 15);
    expect(pctDeclineWal(0, 1200, 12)).toBe(100);
    // The quarterly default is unchanged.
    expect(pctDeclineWal(0, 400)).toBe(100);
  });

  it('needs two years of months (24), and truncates at the setting’s quarters in months', () => {
    const short = decayAnalysis(
      months('2022-02-28', sawtooth(23)),
      monthly({ rangeStart: '2022-02-28' }),
    );
    expect(short.insufficientData).toBe(true);
    expect(short.minimumPeriods).toBe(24);
    expect(short.actual.decayFactor).toBeNull();
    const enough = decayAnalysis(months('2022-01-31', sawtooth(24)), monthly());
    expect(enough.insufficientData).toBe(false);
    const truncated = decayAnalysis(
      months('2021-01-31', sawtooth(36)),
      monthly({ truncationQuarters: 40 }),
    );
    expect(truncated.horizonPeriods).toBe(120);
    expect(truncated.actual.cashFlow.at(-1)).toMatchObject({ period: 120, pctDeclineBalance: 0 });
  });

  it('resets the stable balance to the balance over the first 15 months of the data', () => {
    const result = decayAnalysis(months('2022-01-31', sawtooth(24)), monthly());
    const points = result.points;
    for (const p of points.slice(0, 15)) expect(p.stableBalance).toBe(p.value);
    // Month 16 grows from its predecessor's stable balance at the capped growth, below 103.
    expect(points[15]!.value).toBe(103);
    expect(points[15]!.stableBalance).toBeLessThan(103);
  });

  it('refuses a date that is not a month end, and month ends where quarters are asked', () => {
    expect(() => decayAnalysis([{ reportDate: '2022-01-30', value: 1 }], monthly())).toThrow(
      'Invalid date: 2022-01-30',
    );
    expect(() =>
      decayAnalysis(months('2022-01-31', [1]), { ...monthly(), periodsPerYear: 4 }),
    ).toThrow('Invalid date');
  });
});
