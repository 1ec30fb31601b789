import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A folder with the five series, each observed monthly through 2025 Q2 at one value. */
export function fredFolder(values: Record<string, number>, extra: Record<string, string> = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'fred-'));
  for (const [series, value] of Object.entries(values)) {
    const rows = [
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ];
    const body = rows.map((d, i) => `${d},${(value + i / 10).toFixed(2)}`).join('\n');
    writeFileSync(path.join(folder, `${series}.csv`), `observation_date,${series}\n${body}\n`);
  }
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(folder, file), text);
  return folder;
}

/** One value per series for fredFolder: each month of 2025 H1 adds 0.1 to it. */
export const FRED_SERIES_VALUES = { DGS10: 4, DGS5: 3, DGS3MO: 2, FEDFUNDS: 1, WM2NS: 21000 };
