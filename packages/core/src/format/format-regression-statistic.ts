import { formatNumber } from './format-metric-value';

/** spec 2 sections 5 and 8: the text for a missing beta or R squared. */
export const INSUFFICIENT_DATA = 'Insufficient Data';

/**
 * Beta, R squared, slope or intercept to 2 decimals (spec 2 section 9): 0.45, -1.23, 0.00.
 * Missing: 'Insufficient Data'.
 */
export function formatRegressionStatistic(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return INSUFFICIENT_DATA;
  return formatNumber(value, 2);
}
