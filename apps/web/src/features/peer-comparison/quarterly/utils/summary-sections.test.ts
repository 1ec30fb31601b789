import { describe, expect, it } from 'vitest';
import { differenceDirection, rankText, rowIndent } from './summary-sections';

describe('rankText', () => {
  it('reads rank of reporting', () => {
    expect(rankText(3, 12)).toBe('3 of 12');
  });
  it('is a dash without a rank or anyone reporting', () => {
    expect(rankText(null, 12)).toBe('-');
    expect(rankText(1, 0)).toBe('-');
  });
});

describe('differenceDirection', () => {
  it('follows the sign the server gives (already flipped for lower is better)', () => {
    expect(differenceDirection(0.25)).toBe('up');
    expect(differenceDirection(-1.5)).toBe('down');
  });
  it('has no arrow for zero or a missing difference', () => {
    expect(differenceDirection(0)).toBe('none');
    expect(differenceDirection(null)).toBe('none');
  });
});

describe('rowIndent', () => {
  it('indents 5 spaces (1.25em) per level', () => {
    expect(rowIndent(0)).toBe('0em');
    expect(rowIndent(2)).toBe('2.5em');
    expect(rowIndent(-1)).toBe('0em');
  });
});
