import { describe, expect, it } from 'vitest';
import { institutionStatusNote } from './institution-status';

describe('institution status note', () => {
  it('names the month of the last filing of a closed institution only', () => {
    expect(institutionStatusNote({ active: false, lastReportingDate: '2024-06-30' })).toBe(
      'Last filed in Jun 2024',
    );
    expect(institutionStatusNote({ active: true, lastReportingDate: '2025-12-31' })).toBeNull();
    expect(institutionStatusNote({ active: false, lastReportingDate: null })).toBeNull();
  });

  it('names the successor of a merger with its quarter, and the bank a credit union became', () => {
    const closed = { active: false, lastReportingDate: '2024-06-30' };
    expect(
      institutionStatusNote({
        ...closed,
        successor: { event: 'merger', iid: 7, name: 'Lakeside Bank', effectiveDate: '2024-08-01' },
      }),
    ).toBe('Merged into Lakeside Bank in Q3 2024');
    expect(
      institutionStatusNote({
        ...closed,
        successor: {
          event: 'conversion',
          iid: null,
          name: 'Prairie Savings Bank',
          effectiveDate: '2024-07-01',
        },
      }),
    ).toBe('Now a bank: Prairie Savings Bank');
  });
});
