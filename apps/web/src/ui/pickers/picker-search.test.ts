import { describe, expect, it } from 'vitest';
import {
  filterPickerItems,
  groupPickerItems,
  isActiveSearch,
  matchesWordStart,
  type PickerItem,
} from './picker-search';

const items: PickerItem[] = [
  { id: 'a', title: 'Net Interest Margin', category: 'Earnings' },
  {
    id: 'b',
    title: 'Cost of Funds',
    category: 'Costs',
    searchText: ['Interest expense over funding'],
  },
  { id: 'c', title: 'Loans-to-Deposits', category: 'Liquidity', searchText: [null] },
  { id: 'd', title: 'Deposit Cost', category: 'Costs' },
];

describe('matchesWordStart', () => {
  it('matches the start of any word, ignoring case', () => {
    expect(matchesWordStart('Net Interest Margin', 'inte')).toBe(true);
    expect(matchesWordStart('Net Interest Margin', 'NET')).toBe(true);
    expect(matchesWordStart('Net Interest Margin', 'net int')).toBe(true);
  });

  it('does not match inside a word', () => {
    expect(matchesWordStart('Net Interest Margin', 'rest')).toBe(false);
    expect(matchesWordStart('Net Interest Margin', 'argin')).toBe(false);
  });

  it('treats punctuation as a word break and regex characters as text', () => {
    expect(matchesWordStart('Loans-to-Deposits', 'dep')).toBe(true);
    expect(matchesWordStart('Costs (QTR - Annualized)', 'qtr')).toBe(true);
    expect(matchesWordStart('Costs (QTR)', '(qt')).toBe(true);
    expect(matchesWordStart('Costs', '.*s')).toBe(false);
  });
});

describe('filterPickerItems', () => {
  it('keeps every item below 3 characters', () => {
    expect(isActiveSearch('in')).toBe(false);
    expect(filterPickerItems(items, 'in')).toHaveLength(4);
    expect(filterPickerItems(items, '  de ')).toHaveLength(4);
  });

  it('filters from 3 characters over the title and the extra texts', () => {
    expect(filterPickerItems(items, 'int').map((i) => i.id)).toEqual(['a', 'b']);
    expect(filterPickerItems(items, 'dep').map((i) => i.id)).toEqual(['c', 'd']);
    expect(filterPickerItems(items, 'zzz')).toEqual([]);
  });
});

describe('groupPickerItems', () => {
  it('groups by category in order of first appearance', () => {
    expect(groupPickerItems(items).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Earnings', ['a']],
      ['Costs', ['b', 'd']],
      ['Liquidity', ['c']],
    ]);
  });
});
