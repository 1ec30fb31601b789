import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageLinks } from './paging';

describe('paging', () => {
  it('pages by 25 with at most 7 links around the current page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(clampPage(9, 26)).toBe(2);
    expect(clampPage(0, 26)).toBe(1);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageLinks(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});
