import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { rankWindowLabel } from './rank-window';

describe('formatCount', () => {
  it('puts the noun in the singular for one, and in the plural otherwise', () => {
    expect(formatCount(1, 'institution')).toBe('1 institution');
    expect(formatCount(0, 'institution')).toBe('0 institutions');
    expect(formatCount(4402, 'institution')).toBe('4,402 institutions');
    expect(formatCount(2, 'quarter')).toBe('2 quarters');
  });

  it('reads right in the rank chart caption of a group of one', () => {
    expect(rankWindowLabel(1, 1)).toBe('Showing 1 of 1 institution');
    expect(rankWindowLabel(25, 312)).toBe('Showing 25 of 312 institutions');
  });
});
