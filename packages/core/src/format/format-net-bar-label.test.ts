import { describe, expect, it } from 'vitest';
import { formatNetBarLabel, NET_BAR_SMALL_LABEL } from './format-net-bar-label';

describe('formatNetBarLabel', () => {
  it('shows percentages to 3 decimals', () => {
    expect(formatNetBarLabel(0.1234)).toBe('0.123%');
    expect(formatNetBarLabel(-1.5)).toBe('-1.500%');
    expect(formatNetBarLabel(0.001)).toBe('0.001%');
    expect(formatNetBarLabel(1_234.5)).toBe('1,234.500%');
    expect(formatNetBarLabel(0)).toBe('0.000%');
  });

  it("reads '< 0.001%' for a non-zero value smaller than 0.001 either way", () => {
    expect(NET_BAR_SMALL_LABEL).toBe('< 0.001%');
    expect(formatNetBarLabel(0.0004)).toBe('< 0.001%');
    expect(formatNetBarLabel(0.000999)).toBe('< 0.001%');
    expect(formatNetBarLabel(-0.0004)).toBe('< 0.001%');
  });

  it('shows a dash when missing', () => {
    expect(formatNetBarLabel(null)).toBe('-');
    expect(formatNetBarLabel(Infinity)).toBe('-');
  });
});
