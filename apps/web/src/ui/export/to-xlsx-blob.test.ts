import { describe, expect, it } from 'vitest';
import { toXlsxBlob, XLSX_MIME_TYPE } from './to-xlsx-blob';

describe('toXlsxBlob', () => {
  it('makes a zip (xlsx) Blob of the xlsx type', async () => {
    const blob = await toXlsxBlob(
      {
        columns: [
          { key: 'n', header: 'Name' },
          { key: 'v', header: 'Value' },
        ],
        rows: [
          { n: 'First Bank', v: 1.25 },
          { n: 'Second', v: null },
        ],
      },
      'Loans: [QTR]/Total with a very long name indeed',
    );
    expect(blob.type).toBe(XLSX_MIME_TYPE);
    const head = new Uint8Array(await blob.arrayBuffer()).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
  });
});
