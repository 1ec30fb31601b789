import { addQuarters, quarterRange } from '../domain/quarters';
import type { DatedValue } from './lagged-regression';
import { parseReportDate } from './parse-report-date';
import { projectDepositCost, type BetaChoice } from './rate-scenarios';
import { toFiniteNumber } from './to-finite-number';

/** Issue 16: the back-test predicts the last 4 quarters, T−3 … T. */
export const BACK_TEST_QUARTERS = 4;

export interface BackTestWindow {
  /** T − 4: the assumptions are estimated on data through this quarter only. */
  estimationEnd: string;
  /** T − 3 … T. */
  testQuarters: string[];
}

/** The window of a back-test ending at quarter T. Throws on a date that is not a quarter end. */
export function backTestWindow(lastQuarter: string): BackTestWindow {
  const end = parseReportDate(lastQuarter);
  const estimationEnd = addQuarters(end, -BACK_TEST_QUARTERS);
  return { estimationEnd, testQuarters: quarterRange(addQuarters(estimationEnd, 1), end) };
}

/**
 * The rows of a series up to and including `through`: what the assumptions may be estimated
 * from, so that nothing the back-test predicts is used to make its prediction.
 */
export function seriesThrough<T extends DatedValue>(series: readonly T[], through: string): T[] {
  const last = parseReportDate(through);
  return series.filter((row) => parseReportDate(row.reportDate) <= last);
}

export interface BackTestAssumptions {
  /** Estimated through T − 4 (cycle, asymmetric or regression beta). */
  beta: BetaChoice;
  lagQuarters: number;
  /** Quarterly decay factor estimated through T − 4 (decay module), 0 to 1; null when none. */
  decayFactor: number | null;
}

export interface BackTestQuarter {
  reportDate: string;
  predictedCost: number | null;
  reportedCost: number | null;
  /** predicted − reported, percentage points. */
  costError: number | null;
  predictedBalance: number | null;
  reportedBalance: number | null;
  /** predicted − reported, in the balance's units. */
  balanceError: number | null;
  /** balanceError / reported balance; null when the reported balance is 0 or missing. */
  balanceErrorShare: number | null;
}

export interface BackTest extends BackTestWindow {
  quarters: BackTestQuarter[];
  /** Mean of |costError| over the quarters that have one; null when none has. */
  meanAbsoluteCostError: number | null;
  /** Mean of |balanceErrorShare| over the quarters that have one; null when none has. */
  meanAbsoluteBalanceErrorShare: number | null;
}

function valuesByDate(series: readonly DatedValue[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const { reportDate, value } of series) {
    const number = toFiniteNumber(value);
    if (number !== null) values.set(parseReportDate(reportDate), number);
  }
  return values;
}

function difference(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a - b;
}

function meanAbsolute(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((sum, v) => sum + Math.abs(v), 0) / known.length;
}

/**
 * Back-test of the assumptions estimated through T − 4 on the four quarters after it:
 * - deposit cost: projectDepositCost from the cost and rate reported at T − 4 along the rates
 *   actually reported for T − 3 … T (the beta is tested, not a rate forecast); with a lag, the
 *   rate changes before T − 4 that had not yet passed through drive the first quarters;
 * - balance: the percentage decline of the decay chart, B(T − 4)·(1 − d)^k at quarter T − 4 + k
 *   (a run-off of today's balance, no new money);
 * - error = predicted − reported (positive: the model predicted too high).
 * A missing reported value leaves that error null; a missing rate or starting value leaves the
 * prediction null (from that quarter on, for the cost path). Never a 0 in place of a value.
 */
export function backTest(input: {
  metric: readonly DatedValue[];
  rate: readonly DatedValue[];
  balance: readonly DatedValue[];
  lastQuarter: string;
  assumptions: BackTestAssumptions;
}): BackTest {
  const window = backTestWindow(input.lastQuarter);
  const { beta, lagQuarters, decayFactor } = input.assumptions;
  if (decayFactor !== null && !(decayFactor >= 0 && decayFactor <= 1)) {
    throw new RangeError(`A decay factor is between 0 and 1, got ${decayFactor}`);
  }
  const cost = valuesByDate(input.metric);
  const rate = valuesByDate(input.rate);
  const balance = valuesByDate(input.balance);
  const at = (values: Map<string, number>, date: string) => values.get(date) ?? null;
  const start = window.estimationEnd;
  const rateChangeInto = (date: string) =>
    difference(at(rate, date), at(rate, addQuarters(date, -1)));

  const startCost = at(cost, start);
  const startRate = at(rate, start);
  const priorRateChanges = Array.from({ length: lagQuarters }, (_, i) =>
    rateChangeInto(addQuarters(start, i + 1 - lagQuarters)),
  );
  const projected =
    startCost === null || startRate === null
      ? null
      : projectDepositCost({
          startCost,
          startRate,
          ratePath: window.testQuarters.map((date) => at(rate, date)),
          beta,
          lagQuarters,
          priorRateChanges,
        });
  const startBalance = at(balance, start);

  const quarters = window.testQuarters.map((reportDate, i): BackTestQuarter => {
    const predictedCost = projected?.[i]?.depositCost ?? null;
    const reportedCost = at(cost, reportDate);
    const predictedBalance =
      startBalance === null || decayFactor === null
        ? null
        : startBalance * (1 - decayFactor) ** (i + 1);
    const reportedBalance = at(balance, reportDate);
    const balanceError = difference(predictedBalance, reportedBalance);
    return {
      reportDate,
      predictedCost,
      reportedCost,
      costError: difference(predictedCost, reportedCost),
      predictedBalance,
      reportedBalance,
      balanceError,
      balanceErrorShare:
        balanceError === null || !reportedBalance ? null : balanceError / reportedBalance,
    };
  });
  return {
    ...window,
    quarters,
    meanAbsoluteCostError: meanAbsolute(quarters.map((q) => q.costError)),
    meanAbsoluteBalanceErrorShare: meanAbsolute(quarters.map((q) => q.balanceErrorShare)),
  };
}
