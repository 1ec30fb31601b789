import { describe, expect, it } from 'vitest';
import { sortRows, type SortState } from './sort-rows';

describe('sortRows', () => {
  const rows = [
    { name: 'Bank 10', value: 3 },
    { name: 'bank 2', value: null },
    { name: 'Bank 1', value: -1 },
    { name: 'Alpha', value: 3 },
  ];
  const byField = (sort: SortState) =>
    sortRows(rows, sort, (row, key) => (key === 'name' ? row.name : row.value));

  it('sorts numbers numerically with missing values last, stable for ties', () => {
    expect(byField({ key: 'value', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Bank 1',
      'Bank 10',
      'Alpha',
      'bank 2',
    ]);
    expect(byField({ key: 'value', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Bank 10',
      'Alpha',
      'Bank 1',
      'bank 2',
    ]);
  });

  it('sorts text case-insensitively with numbers in text read as numbers', () => {
    expect(byField({ key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Alpha',
      'Bank 1',
      'bank 2',
      'Bank 10',
    ]);
  });

  it('keeps the given order without a sort', () => {
    expect(byField(null)).toEqual(rows);
  });

  it('orders numbers and text, missing values last either way', () => {
    const values = [{ v: 3 }, { v: null }, { v: 1 }, { v: 2 }];
    const byV = (direction: 'asc' | 'desc') =>
      sortRows(values, { key: 'v', direction }, (row) => row.v).map((row) => row.v);
    expect(byV('asc')).toEqual([1, 2, 3, null]);
    expect(byV('desc')).toEqual([3, 2, 1, null]);
    const names = ['beta', 'Alpha', 'gamma'];
    expect(sortRows(names, { key: 'name', direction: 'asc' }, (name) => name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
  });
});
