import type { DisplayType } from '../domain/display-type';
import { formatMetricValue, formatNumber, MISSING_VALUE } from './format-metric-value';

const axisFormats = new Map<number, Intl.NumberFormat>();

/** Up to `maxDecimals` places, trailing zeros dropped: axis ticks read 12, 12.5, not 12.50. */
function trimmed(value: number, maxDecimals: number): string {
  let format = axisFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: maxDecimals,
      signDisplay: 'negative',
    });
    axisFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/**
 * A chart axis tick, by display type (spec 2 section 9):
 * - money (USD, USDM, USDMM): "USD axis in millions (M)": $12M, $1,234.5M (up to 1 decimal).
 *   Amounts under a million other than 0 read in whole dollars ($12,345), because a per-member
 *   amount would otherwise read $0M;
 * - PCT: percent as stored, up to 2 decimals: 1.25%, 2%;
 * - PCT2: "percentile axis value times 100 with %", up to 2 decimals: 0.5 → 50%;
 * - TRILLION: trillions, up to 1 decimal, no unit (the axis title says 'M2 (in Trillions)');
 * - other types as formatMetricValue.
 * Missing: '-'.
 */
export function formatAxisValue(
  value: number | null | undefined,
  displayType: DisplayType,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE;
  switch (displayType) {
    case 'USD':
    case 'USDM':
    case 'USDMM': {
      if (value !== 0 && Math.abs(value) < 1_000_000) return formatNumber(value, 0, 'currency');
      const millions = trimmed(value / 1_000_000, 1);
      return millions.startsWith('-') ? `-$${millions.slice(1)}M` : `$${millions}M`;
    }
    case 'PCT':
      return `${trimmed(value, 2)}%`;
    case 'PCT2':
      return `${trimmed(value * 100, 2)}%`;
    case 'TRILLION':
      return trimmed(value / 1e12, 1);
    case 'DEC':
    case 'INT':
    case 'ORDINAL':
    case 'RATIO':
      return formatMetricValue(value, displayType);
  }
}
