import { describe, expect, it } from 'vitest';
import { PRINT_SELECTION_KEY } from '../utils/print-selection';
import { printHeaderDate, printRunDate } from './print-header-dates';
import { printedGroupMembers } from './printed-group-members';
import { readPrintSelection } from './read-print-selection';

const member = (iid: number) => ({
  iid,
  name: `Bank ${iid}`,
  city: 'Ames',
  state: 'IA',
  label: `Bank ${iid} (Ames, IA)`,
  website: null,
});
const group = (groupType: 10 | 20 | 30) => ({
  groupId: 7,
  groupType,
  name: 'Iowa Peers',
  institutionCount: 3,
  iids: [1, 2, 3],
});

describe('print header dates', () => {
  const range = { startDate: '2024-12-31', endDate: '2025-12-31' };
  it('says As of the end date, or the month-year range', () => {
    expect(printHeaderDate('asOf', range)).toBe('As of Dec 2025');
    expect(printHeaderDate('range', range)).toBe('Dec 2024 to Dec 2025');
    expect(printHeaderDate('asOf', null)).toBe('');
  });
  it('writes the run date as MMM dd, yyyy', () => {
    expect(printRunDate(new Date(2026, 10, 1, 12))).toBe('Run Date: Nov 01, 2026');
  });
});

describe('printed group members', () => {
  const members = [member(1), member(2), member(3)];
  it('lists only the ticked members of a filterable group', () => {
    expect(
      printedGroupMembers({ group: group(10), members: [1, 3] }, members).map((m) => m.iid),
    ).toEqual([1, 3]);
    expect(printedGroupMembers({ group: group(20), members: null }, members)).toHaveLength(3);
  });
  it('lists every member of an aggregate group', () => {
    expect(printedGroupMembers({ group: group(30), members: [1] }, members)).toHaveLength(3);
  });
});

describe('reading the stored print selection', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === PRINT_SELECTION_KEY ? value : null),
  });
  it('restores what the Print link stored', () => {
    const stored = {
      institutionIid: 42,
      peer: { group: group(10), members: [1], institution: null },
      peerInstitutions: [{ iid: 5, label: 'Five' }],
      dateRange: { startDate: '2024-12-31', endDate: '2025-12-31' },
      pageState: { 'decay-truncate': true, 'decay-chart-type': 'adustedBalance', page: 2 },
    };
    expect(readPrintSelection(storage(JSON.stringify(stored)))).toEqual(stored);
  });
  it('keeps a group of banks and credit unions mixed, as the screen had it', () => {
    const stored = {
      institutionIid: 42,
      peer: { group: { ...group(10), mixed: true }, members: null, institution: null },
      peerInstitutions: [],
      dateRange: null,
      pageState: {},
    };
    expect(readPrintSelection(storage(JSON.stringify(stored)))?.peer?.group.mixed).toBe(true);
    const single = { ...stored, peer: { ...stored.peer, group: group(10) } };
    expect(readPrintSelection(storage(JSON.stringify(single)))?.peer?.group).not.toHaveProperty(
      'mixed',
    );
  });
  it('keeps only plain choices of the page state', () => {
    const stored = { pageState: { kept: false, list: [1], nested: { a: 1 }, none: null } };
    expect(readPrintSelection(storage(JSON.stringify(stored)))?.pageState).toEqual({
      kept: false,
    });
    expect(readPrintSelection(storage('{}'))?.pageState).toEqual({});
  });
  it('answers null for nothing or garbage', () => {
    expect(readPrintSelection(storage(null))).toBeNull();
    expect(readPrintSelection(storage('{oops'))).toBeNull();
    expect(readPrintSelection(null)).toBeNull();
  });
});
