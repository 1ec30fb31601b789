import type { AnalysisFrequency } from '@app/core/api/own-deposit-data';
import { quarterLabel } from '@app/core/domain/quarters';
/** What the screens show where the API gives no estimate (docs/nmd-methodology.md). */
export const INSUFFICIENT_DATA = 'Insufficient Data';

/** A beta or a coefficient: percentage points of cost per point of rate. */
export const formatBeta = (value: number) => value.toFixed(3);
/** A cost or a rate, already in percent. */
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;
/** A change in percentage points. */
export const formatPoints = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} pp`;
/** A share from 0 to 1. */
export const formatShare = (value: number) => `${(value * 100).toFixed(1)}%`;
/** A size of error in percentage points, without a sign. */
export const formatPointsSize = (value: number) => `${value.toFixed(2)} pp`;
/** A dollar balance, whole dollars. */
export const formatBalance = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: 0 });
/** A decay factor (the share of the balance lost a quarter, 0 to 1), often under 1%: two places. */
export const formatFactor = (value: number) => `${(value * 100).toFixed(2)}%`;
export const formatRSquared = (value: number) => value.toFixed(3);
export const formatT = (value: number) => value.toFixed(2);
export const formatInterval = ([low, high]: readonly [number, number]) =>
  `[${formatBeta(low)}, ${formatBeta(high)}]`;
export { quarterLabel } from '@app/core/domain/quarters';

/** A date of an answer by its frequency: '2023Q4' for a quarter, '2023-12' for a month. */
export const periodLabel = (date: string, frequency: AnalysisFrequency) =>
  frequency === 'monthly' ? date.slice(0, 7) : quarterLabel(date);
/** 'quarter'/'quarters', or 'month'/'months' when monthly (issue 29). */
export const periodNoun = (frequency: AnalysisFrequency, count: number) =>
  `${frequency === 'monthly' ? 'month' : 'quarter'}${count === 1 ? '' : 's'}`;

/**
 * The formatted value inside a sentence, or a dash when the API gave none (a table cell says why
 * with ValueOr instead).
 */
export const orDash = (value: number | null | undefined, format: (value: number) => string) =>
  value === null || value === undefined ? '–' : format(value);
