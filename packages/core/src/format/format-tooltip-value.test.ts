import { describe, expect, it } from 'vitest';
import { formatTooltipValue, TOOLTIP_MISSING_VALUE } from './format-tooltip-value';

describe('formatTooltipValue', () => {
  it("shows '--' for a missing value", () => {
    expect(TOOLTIP_MISSING_VALUE).toBe('--');
    expect(formatTooltipValue(null, 'PCT')).toBe('--');
    expect(formatTooltipValue(undefined, 'USD')).toBe('--');
    expect(formatTooltipValue(NaN, 'DEC')).toBe('--');
  });

  it('formats a present value by display type', () => {
    expect(formatTooltipValue(1.25, 'PCT')).toBe('1.25%');
    expect(formatTooltipValue(1_234_567.891, 'USDMM')).toBe('$1.2MM');
    expect(formatTooltipValue(0.5, 'PCT2')).toBe('50.00%');
  });
});
