import fc from 'fast-check';
import { addQuarters } from '../domain/quarters';
import type { DatedValue } from './lagged-regression';

/** Quarter ends 2021Q4 … 2024Q1: a base quarter and 9 quarters of moves. */
export const FIXTURE_DATES = [
  '2021-12-31',
  '2022-03-31',
  '2022-06-30',
  '2022-09-30',
  '2022-12-31',
  '2023-03-31',
  '2023-06-30',
  '2023-09-30',
  '2023-12-31',
  '2024-03-31',
];

/**
 * Rate (percent) rising 1.75 points over four quarters, flat one quarter, then falling 1.5;
 * rate changes +0.25 +0.5 +0.25 +0.75 0 −0.5 −0.25 −0.5 −0.25.
 */
export const FIXTURE_RATES = [1, 1.25, 1.75, 2, 2.75, 2.75, 2.25, 2, 1.5, 1.25];
/**
 * Cost of deposits (percent); changes 0.10 0.22 0.12 0.30 0.01 −0.08 −0.05 −0.09 −0.02.
 */
export const FIXTURE_COSTS = [0.5, 0.6, 0.82, 0.94, 1.24, 1.25, 1.17, 1.12, 1.03, 1.01];

export function dated(values: readonly (number | null)[], dates = FIXTURE_DATES): DatedValue[] {
  return values.map((value, i) => ({ reportDate: dates[i]!, value }));
}

/**
 * fast-check arbitrary of a metric and a rate series on the same quarters (from 2015Q1), each
 * value in hundredths of a percent, about one in ten missing.
 */
export function datedSeriesPair(minLength = 6, maxLength = 30) {
  const value = (max: number) =>
    fc.option(
      fc.integer({ min: 0, max }).map((v) => v / 100),
      { freq: 10 },
    );
  return fc.array(fc.tuple(value(400), value(600)), { minLength, maxLength }).map((rows) => ({
    metric: rows.map(([m], t) => ({ reportDate: addQuarters('2015-03-31', t), value: m })),
    rate: rows.map(([, r], t) => ({ reportDate: addQuarters('2015-03-31', t), value: r })),
  }));
}
