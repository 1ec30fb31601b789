import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, raw numbers and empty fields for missing', () => {
    const csv = toCsv({
      columns: [
        { key: 'date', header: 'Date', isDate: true },
        { key: 'a', header: 'First Bank', displayType: 'PCT' },
      ],
      rows: [
        { date: '2025-03-31', a: 1.25 },
        { date: '2025-06-30', a: null },
      ],
    });
    expect(csv).toBe('Date,First Bank\r\n2025-03-31,1.25\r\n2025-06-30,\r\n');
  });

  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    const csv = toCsv({
      columns: [
        { key: 'n', header: 'Name, full' },
        { key: 'v', header: 'Value' },
      ],
      rows: [
        { n: 'Bank "One"', v: -3 },
        { n: 'Two\nLines', v: Number.NaN },
      ],
    });
    expect(csv).toBe('"Name, full",Value\r\n"Bank ""One""",-3\r\n"Two\nLines",\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv({ columns: [{ key: 'a', header: 'A' }], rows: [] })).toBe('A\r\n');
  });
});
