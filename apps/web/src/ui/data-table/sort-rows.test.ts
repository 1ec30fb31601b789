import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

describe('nextSort', () => {
  it('starts ascending, toggles on the same column, restarts ascending on another', () => {
    const first = nextSort(null, 'value');
    expect(first).toEqual({ key: 'value', direction: 'asc' });
    const second = nextSort(first, 'value');
    expect(second).toEqual({ key: 'value', direction: 'desc' });
    expect(nextSort(second, 'value')).toEqual({ key: 'value', direction: 'asc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Bank 10', value: 3 },
    { name: 'bank 2', value: null },
    { name: 'Bank 1', value: -1 },
    { name: 'Alpha', value: 3 },
  ];

  it('sorts numbers numerically with missing values last, stable for ties', () => {
    expect(sortRows(rows, { key: 'value', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Bank 1',
      'Bank 10',
      'Alpha',
      'bank 2',
    ]);
    expect(sortRows(rows, { key: 'value', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Bank 10',
      'Alpha',
      'Bank 1',
      'bank 2',
    ]);
  });

  it('sorts text case-insensitively with numbers in text read as numbers', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Alpha',
      'Bank 1',
      'bank 2',
      'Bank 10',
    ]);
  });

  it('keeps the given order without a sort', () => {
    expect(sortRows(rows, null)).toEqual(rows);
  });
});
