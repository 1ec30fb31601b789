import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { DelimitedTableOptions, RowOptions, TableRow } from './delimited-table';
import { openDelimitedTable } from './delimited-table';
import { refusalOf } from './test-fixtures';

const CSV: DelimitedTableOptions = { delimiter: ',', requireFinalNewline: true };
const TSV: DelimitedTableOptions = {
  delimiter: '\t',
  allowTrailingEmptyField: true,
  requireFinalNewline: false,
};

function input(...chunks: (string | Buffer)[]): Readable {
  return Readable.from(
    chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
  );
}

async function read(
  chunks: (string | Buffer)[],
  options: DelimitedTableOptions = CSV,
  rowOptions: RowOptions = {},
): Promise<{ columns: readonly string[]; rows: TableRow[] }> {
  const table = await openDelimitedTable(input(...chunks), 'test.txt', options);
  const rows: TableRow[] = [];
  for await (const row of table.rows(rowOptions)) rows.push(row);
  return { columns: table.columns, rows };
}

describe('openDelimitedTable', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, and counts lines as an editor does', async () => {
    const text =
      '"CU_NUMBER","CU_NAME",CITY\r\n' +
      '345,"TEACHERS, NURSES ""AND"" FIREFIGHTERS",SPRINGFIELD\r\n' +
      '12,"HARBOR\r\nLIGHT",PORTLAND\r\n' +
      '\r\n' +
      '6789,PRAIRIE,DES MOINES\r\n';
    expect(await read([text])).toEqual({
      columns: ['CU_NUMBER', 'CU_NAME', 'CITY'],
      rows: [
        { line: 2, fields: ['345', 'TEACHERS, NURSES "AND" FIREFIGHTERS', 'SPRINGFIELD'] },
        { line: 3, fields: ['12', 'HARBOR\r\nLIGHT', 'PORTLAND'] },
        { line: 6, fields: ['6789', 'PRAIRIE', 'DES MOINES'] },
      ],
    });
  });

  it('strips a byte-order mark, reads LF files and characters split between chunks', async () => {
    const euro = Buffer.from('€');
    const result = await read([
      '\uFEFF"RISDATE","ASSET"\n"20210630","1',
      Buffer.concat([Buffer.from('"\n"20210930","'), euro.subarray(0, 1)]),
      Buffer.concat([euro.subarray(1), Buffer.from('"\n')]),
    ]);
    expect(result).toEqual({
      columns: ['RISDATE', 'ASSET'],
      rows: [
        { line: 2, fields: ['20210630', '1'] },
        { line: 3, fields: ['20210930', '€'] },
      ],
    });
  });

  it('drops the FFIEC trailing empty field and keeps stray quotes inside text', async () => {
    const text = '"IDRSSD"\tRCON2170\tTEXT4461\t\r\n37\t64522\tSALE OF 12" PIPE\t\r\n242\t\t\t\r\n';
    expect(await read([text], TSV)).toEqual({
      columns: ['IDRSSD', 'RCON2170', 'TEXT4461'],
      rows: [
        { line: 2, fields: ['37', '64522', 'SALE OF 12" PIPE'] },
        { line: 3, fields: ['242', '', ''] },
      ],
    });
  });

  it('joins a text item broken over lines when asked, and reports where the record starts', async () => {
    const text =
      '"IDRSSD"\tRIAD4461\tTEXT4461\t\r\n' +
      '852218\t88000\tGAIN ON SALE OF\r\nTHE OLD\r\nBRANCH\t\r\n' +
      '242\t125\tOTHER\t\r\n';
    expect(await read([text], TSV, { joinSplitRows: true })).toEqual({
      columns: ['IDRSSD', 'RIAD4461', 'TEXT4461'],
      rows: [
        { line: 2, fields: ['852218', '88000', 'GAIN ON SALE OF\nTHE OLD\nBRANCH'] },
        { line: 5, fields: ['242', '125', 'OTHER'] },
      ],
    });
  });

  it('refuses a row with fewer fields than the header, naming the first missing one', async () => {
    expect(await refusalOf(read(['a,b,c\r\n1,2,3\r\n4,5\r\n']))).toBe(
      'test.txt, line 3, field c: the row ends after 2 of 3 fields (truncated file?)',
    );
    expect(
      await refusalOf(read(['"IDRSSD"\tX\tTEXT1\t\r\n1\t2\tcut'], TSV, { joinSplitRows: true })),
    ).toBe('test.txt, line 2, field TEXT1: the row ends without its closing tab (truncated file?)');
  });

  it('refuses a row with more fields than the header', async () => {
    expect(await refusalOf(read(['a,b\r\n1,2,3\r\n']))).toBe(
      'test.txt, line 2: the row has 3 fields but the header names 2',
    );
  });

  it('refuses a file cut inside its last line or inside a quoted field', async () => {
    expect(await refusalOf(read(['a,b\r\n1,2\r\n3,4']))).toBe(
      'test.txt, line 3, field b: the file ends inside a line (cut off?)',
    );
    expect(await refusalOf(read(['a,b\r\n1,2\r\n3,"fo']))).toBe(
      'test.txt, line 3: a quoted field is never closed (truncated file?)',
    );
    expect((await read(['a,b\r\n1,2'], { ...CSV, requireFinalNewline: false })).rows).toEqual([
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('refuses invalid UTF-8 and binary bytes, naming line and field', async () => {
    const invalid = Buffer.concat([
      Buffer.from('a,b\r\n1,2\r\n3,x'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\r\n'),
    ]);
    expect(await refusalOf(read([invalid]))).toBe(
      'test.txt, line 3, field b: not a text file (invalid UTF-8 or control characters)',
    );
    const binary = Buffer.from([0x61, 0x2c, 0x62, 0x0d, 0x0a, 0x00, 0x01, 0x2c, 0x02, 0x0d, 0x0a]);
    expect(await refusalOf(read([binary]))).toBe(
      'test.txt, line 2, field a: not a text file (invalid UTF-8 or control characters)',
    );
    expect(await refusalOf(read([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00])]))).toBe(
      'test.txt, line 1, field PK\u0003\u0004: not a text file (invalid UTF-8 or control characters)',
    );
  });

  it('refuses an empty file, a header naming a column twice or not at all', async () => {
    expect(await refusalOf(read(['\r\n\r\n']))).toBe('test.txt: the file is empty');
    expect(await refusalOf(read(['ACCT_010,Acct_010\r\n']))).toBe(
      'test.txt, line 1, field Acct_010: column appears twice',
    );
    expect(await refusalOf(read(['a,,c\r\n']))).toBe(
      'test.txt, line 1, field #2: column has no name',
    );
  });

  it('finds columns ignoring case and names a required one that is missing', async () => {
    const table = await openDelimitedTable(input('Cert,Fed_RSSD\r\n1,2\r\n'), 'test.txt', CSV);
    expect([table.indexOf('cert'), table.indexOf('FED_RSSD'), table.indexOf('asset')]).toEqual([
      0, 1, -1,
    ]);
    expect(() => table.require('asset')).toThrow(
      'test.txt, line 1, field asset: required column is missing',
    );
    await table.close();
  });
});
