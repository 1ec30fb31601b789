import { describe, expect, it } from 'vitest';
import { closedNote } from './closed-note';

describe('closed note', () => {
  it('names the month of the last filing of a closed institution only', () => {
    expect(closedNote({ active: false, lastReportingDate: '2024-06-30' })).toBe(
      'Last filed in Jun 2024',
    );
    expect(closedNote({ active: true, lastReportingDate: '2025-12-31' })).toBeNull();
    expect(closedNote({ active: false, lastReportingDate: null })).toBeNull();
  });
});
