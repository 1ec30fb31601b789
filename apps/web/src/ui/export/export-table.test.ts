import { describe, expect, it } from 'vitest';
import { formatExportCell } from './export-table';

describe('formatExportCell', () => {
  it("shows '-' for missing, dates as MMM yyyy, numbers by display type", () => {
    expect(formatExportCell({ key: 'a', header: 'A' }, null)).toBe('-');
    expect(formatExportCell({ key: 'a', header: 'A' }, undefined)).toBe('-');
    expect(formatExportCell({ key: 'd', header: 'Date', isDate: true }, '2025-12-31')).toBe(
      'Dec 2025',
    );
    expect(formatExportCell({ key: 'd', header: 'Date', isDate: true }, 'soon')).toBe('soon');
    expect(formatExportCell({ key: 'v', header: 'V', displayType: 'PCT' }, 1.5)).toBe('1.50%');
    expect(formatExportCell({ key: 'v', header: 'V' }, 7)).toBe('7');
    expect(formatExportCell({ key: 'b', header: 'Beta', format: (v) => v.toFixed(3) }, 0.5)).toBe(
      '0.500',
    );
  });
});
