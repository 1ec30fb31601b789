import { formatNumber } from './format-metric-value';

/**
 * The trend line's formula shown on the regression chart (spec 2 section 9: "formula written
 * y = slope x + intercept", both to 2 decimals): 'y = 0.45x + 1.23', 'y = 0.45x - 1.23',
 * 'y = -0.45x + 1.23'. The intercept's sign is read after rounding, so -0.001 is '+ 0.00'.
 * Empty when either figure is missing (no trend line to describe).
 */
export function formatTrendLineFormula(
  slope: number | null | undefined,
  intercept: number | null | undefined,
): string {
  if (typeof slope !== 'number' || !Number.isFinite(slope)) return '';
  if (typeof intercept !== 'number' || !Number.isFinite(intercept)) return '';
  const constant = formatNumber(intercept, 2);
  const signed = constant.startsWith('-') ? `- ${constant.slice(1)}` : `+ ${constant}`;
  return `y = ${formatNumber(slope, 2)}x ${signed}`;
}
