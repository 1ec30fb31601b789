import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFredSeries } from './read-fred';
import { fixturePath, realDataFolder, refusalOf } from './test-fixtures';

function fredFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fred-test-')), name);
  writeFileSync(file, text);
  return file;
}

describe('readFredSeries', () => {
  it('reads the series id and the observations, skipping the empty (holiday) cells', async () => {
    expect(await readFredSeries(fixturePath('fred', 'DGS10.csv'))).toEqual({
      seriesId: 'DGS10',
      observations: [
        { date: '2024-12-24', value: 4.59 },
        { date: '2024-12-26', value: 4.58 },
        { date: '2024-12-27', value: 4.62 },
        { date: '2024-12-30', value: 4.55 },
        { date: '2024-12-31', value: 4.58 },
        { date: '2025-01-02', value: 4.57 },
      ],
    });
  });

  it('reads the older download: DATE header, "." for missing, CRLF', async () => {
    const file = fredFile(
      'FEDFUNDS.csv',
      'DATE,FEDFUNDS\r\n1954-07-01,.80\r\n1954-08-01,.\r\n1954-09-01,1.07\r\n',
    );
    expect(await readFredSeries(file)).toEqual({
      seriesId: 'FEDFUNDS',
      observations: [
        { date: '1954-07-01', value: 0.8 },
        { date: '1954-09-01', value: 1.07 },
      ],
    });
  });

  describe('refuses', () => {
    it('a cell that is not a date, naming line and field', async () => {
      const file = fredFile(
        'DGS10.csv',
        'observation_date,DGS10\n2024-12-24,4.59\n12/26/2024,4.58\n',
      );
      expect(await refusalOf(readFredSeries(file))).toBe(
        'DGS10.csv, line 3, field observation_date: "12/26/2024" is not a YYYY-MM-DD date',
      );
    });

    it('a value that is not a number, naming line and series', async () => {
      const file = fredFile(
        'DGS10.csv',
        'observation_date,DGS10\n2024-12-24,4.59\n2024-12-26,N/A\n',
      );
      expect(await refusalOf(readFredSeries(file))).toBe(
        'DGS10.csv, line 3, field DGS10: "N/A" is not a number',
      );
    });

    it('a repeated date', async () => {
      const file = fredFile(
        'DGS10.csv',
        'observation_date,DGS10\n2024-12-24,4.59\n2024-12-24,4.58\n',
      );
      expect(await refusalOf(readFredSeries(file))).toBe(
        'DGS10.csv, line 3, field observation_date: 2024-12-24 does not follow 2024-12-24',
      );
    });

    it('a header that is not a date and one series', async () => {
      expect(
        await refusalOf(readFredSeries(fredFile('x.csv', 'when,DGS10\n2024-12-24,4.59\n'))),
      ).toBe('x.csv, line 1, field when: the first column must be observation_date');
      expect(
        await refusalOf(
          readFredSeries(fredFile('x.csv', 'observation_date,DGS10,DGS5\n2024-12-24,4.59,4.4\n')),
        ),
      ).toBe('x.csv, line 1, field DGS10: expected one series id after the date');
    });

    it('a file cut short', async () => {
      const file = fredFile('DGS10.csv', 'observation_date,DGS10\n2024-12-24,4.59\n2024-12-26,4.5');
      expect(await refusalOf(readFredSeries(file))).toBe(
        'DGS10.csv, line 3, field DGS10: the file ends inside a line (cut off?)',
      );
      const other = fredFile('DGS10.csv', 'observation_date,DGS10\n2024-12-24,4.59\n2024-12-26\n');
      expect(await refusalOf(readFredSeries(other))).toBe(
        'DGS10.csv, line 3, field DGS10: the row ends after 1 of 2 fields (truncated file?)',
      );
    });

    it('a missing file', async () => {
      expect(await refusalOf(readFredSeries(path.join(tmpdir(), 'no-such-series.csv')))).toMatch(
        /^no-such-series\.csv: could not be read \(ENOENT/,
      );
    });
  });
});

const realFred = path.join(realDataFolder, 'fred');

describe.skipIf(!existsSync(realFred))('readFredSeries on the real FRED files', () => {
  // Rows and missing cells as documented in data/real/SOURCES.md.
  it.each([
    ['DGS10', 16_774, 716, '1962-01-02', '2026-04-17'],
    ['DGS20', 16_774, 2_405, '1962-01-02', '2026-04-17'],
    ['FEDFUNDS', 864, 0, '1954-07-01', '2026-06-01'],
    ['DFF', 25_832, 0, '1954-07-01', '2025-03-21'],
  ])('%s has %i rows of which %i missing', async (series, rows, missing, first, last) => {
    const result = await readFredSeries(path.join(realFred, `${series}.csv`));
    expect(result.seriesId).toBe(series);
    expect(result.observations).toHaveLength(rows - missing);
    expect(result.observations[0]!.date).toBe(first);
    expect(result.observations.at(-1)!.date).toBe(last);
  });
});
