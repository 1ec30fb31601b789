import { formatNumber, MISSING_VALUE } from './format-metric-value';

/** spec 2 section 9: net bar labels below 0.001 read this. */
export const NET_BAR_SMALL_LABEL = '< 0.001%';

/**
 * A net bar label: a PCT value (percent as stored) to 3 decimals, the precision the spec's
 * 0.001 threshold implies: 0.123%, -1.500%. A value that is not 0 but smaller than 0.001 in size
 * (either sign) reads '< 0.001%' instead of a misleading 0.000%; an exact 0 reads 0.000%.
 * Missing: '-'.
 */
export function formatNetBarLabel(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE;
  if (value !== 0 && Math.abs(value) < 0.001) return NET_BAR_SMALL_LABEL;
  return `${formatNumber(value, 3)}%`;
}
