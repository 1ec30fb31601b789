import type { DisplayType } from '../domain/display-type';
import { formatOrdinal } from './format-ordinal';

/** spec 2 section 8: a dash where a value is missing. */
export const MISSING_VALUE = '-';

export interface FormatMetricValueOptions {
  /** Decimals of PCT and PCT2, 0 to 4 (spec 1 section 9: "PCT (0 to 4 decimals)"); 2 by default. */
  decimals?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** en-US number text with exactly `decimals` places; a value that rounds to 0 has no minus sign. */
export function formatNumber(
  value: number,
  decimals: number,
  style: 'decimal' | 'currency' | 'percent' = 'decimal',
): string {
  const key = `${style}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style,
      ...(style === 'currency' ? { currency: 'USD' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

function percentDecimals(options: FormatMetricValueOptions | undefined): number {
  const decimals = options?.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) {
    throw new RangeError(`Percentages take 0 to 4 decimals, got ${decimals}`);
  }
  return decimals;
}

/** USDM: whole dollars under $1,000, else thousands. */
function formatThousands(value: number): string {
  if (Math.round(Math.abs(value)) < 1_000) return formatNumber(value, 0, 'currency');
  return `${formatNumber(value / 1_000, 0, 'currency')}K`;
}

/**
 * A metric value as text, by display type. Values are in the catalogue's units: money in whole
 * dollars, PCT in percent (1.25 means 1.25%), PCT2 a fraction of 1. Rounding is to the nearest,
 * halves away from zero, of the value as stored; a value that rounds to zero shows no minus sign.
 *
 * | type     | rule                                                              | 1234567.891     |
 * |----------|-------------------------------------------------------------------|-----------------|
 * | USD      | whole dollars                                                     | $1,234,568      |
 * | USDM     | thousands, whole, suffix K; under $1,000 whole dollars (spec 2 §9) | $1,235K         |
 * | USDMM    | millions, 1 decimal, suffix MM (assets, spec 2 §9); under $1e6 as USDM | $1.2MM      |
 * | TRILLION | trillions of dollars, 2 decimals, suffix T (M2)                   | $0.00T          |
 * | PCT      | percent as stored, 2 decimals or options.decimals (0 to 4)        | 1,234,567.89%   |
 * | PCT2     | fraction × 100 as percent, same decimals                          | 123,456,789.10% |
 * | DEC      | 2 decimals                                                        | 1,234,567.89    |
 * | RATIO    | 2 decimals, suffix x (times)                                      | 1,234,567.89x   |
 * | INT      | whole number                                                      | 1,234,568       |
 * | ORDINAL  | whole number with its English suffix                              | 1,234,568th     |
 *
 * K is used for thousands, not the bankers' M, because M stands for millions on the USD chart
 * axis (spec 2 section 9) and MM for millions here. Negative money reads -$1,235K.
 * Missing (null, undefined, NaN, ±Infinity): '-'.
 */
export function formatMetricValue(
  value: number | null | undefined,
  displayType: DisplayType,
  options?: FormatMetricValueOptions,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE;
  switch (displayType) {
    case 'USD':
      return formatNumber(value, 0, 'currency');
    case 'USDM':
      return formatThousands(value);
    case 'USDMM':
      return Math.abs(value) < 1_000_000
        ? formatThousands(value)
        : `${formatNumber(value / 1_000_000, 1, 'currency')}MM`;
    case 'TRILLION':
      return `${formatNumber(value / 1e12, 2, 'currency')}T`;
    case 'PCT':
      return `${formatNumber(value, percentDecimals(options))}%`;
    case 'PCT2':
      return formatNumber(value, percentDecimals(options), 'percent');
    case 'DEC':
      return formatNumber(value, 2);
    case 'RATIO':
      return `${formatNumber(value, 2)}x`;
    case 'INT':
      return formatNumber(value, 0);
    case 'ORDINAL':
      return formatOrdinal(value);
  }
}
