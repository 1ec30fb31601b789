import { describe, expect, it } from 'vitest';
import {
  clampPage,
  nextSort,
  pageCount,
  pageLinks,
  pageRows,
  sortBy,
  websiteHref,
} from './table-rules';

describe('table rules', () => {
  it('sorts ascending first, flips on the same column, restarts ascending on another', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(first, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'assets')).toEqual({
      column: 'assets',
      direction: 'asc',
    });
  });

  it('orders numbers and text, missing values last either way', () => {
    const rows = [{ v: 3 }, { v: null }, { v: 1 }, { v: 2 }];
    expect(sortBy(rows, (row) => row.v, 'asc').map((row) => row.v)).toEqual([1, 2, 3, null]);
    expect(sortBy(rows, (row) => row.v, 'desc').map((row) => row.v)).toEqual([3, 2, 1, null]);
    const names = ['beta', 'Alpha', 'gamma'];
    expect(sortBy(names, (name) => name, 'asc')).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('pages by 25 with at most 7 links around the current page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(clampPage(9, 26)).toBe(2);
    expect(clampPage(0, 26)).toBe(1);
    const rows = Array.from({ length: 60 }, (_, index) => index);
    expect(pageRows(rows, 3)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageLinks(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('prefixes http:// when the address has no scheme', () => {
    expect(websiteHref('www.bank.example')).toBe('http://www.bank.example');
    expect(websiteHref('https://bank.example')).toBe('https://bank.example');
    expect(websiteHref('HTTP://bank.example')).toBe('HTTP://bank.example');
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('  ')).toBeNull();
  });
});
