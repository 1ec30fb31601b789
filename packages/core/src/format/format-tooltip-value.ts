import type { DisplayType } from '../domain/display-type';
import { formatMetricValue } from './format-metric-value';

/** spec 2 section 8: chart tooltips show '--' for a null value (tables show '-'). */
export const TOOLTIP_MISSING_VALUE = '--';

/**
 * A value in a chart tooltip: formatMetricValue by display type, or '--' when missing
 * (null, undefined, NaN, ±Infinity), the tooltip's own missing mark (spec 2 section 8).
 */
export function formatTooltipValue(
  value: number | null | undefined,
  displayType: DisplayType,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return TOOLTIP_MISSING_VALUE;
  return formatMetricValue(value, displayType);
}
