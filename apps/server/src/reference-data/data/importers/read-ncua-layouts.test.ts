import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNcuaCallReport } from './read-ncua';
import { fixturePath, realDataFolder } from './test-fixtures';
import { NCUA_SAMPLE_MISSING_SCHEDULES } from '../../../testing/ncua-sample';

/**
 * The older published layouts (docs/data.md, "Layout variants"): fixtures/ncua-2023-12 is
 * written as the 2023-12 cycle and older ones are: lower-case file names, AcctDesc STATUS
 * Active/Inactive, FOICU.IsMDI 0/1 and no AM_DateHeld, amounts with decimals (".00"), a text
 * account among the amounts (ACCT_NW0001, a date), and no FS220D file.
 */
describe('readNcuaCallReport on the older layouts', () => {
  it('reads the status-word layout with lower-case names and decimal amounts', async () => {
    const batch = await readNcuaCallReport(fixturePath('ncua-2023-12'));
    expect(batch.reportDate).toBe('2023-12-31');
    expect(batch.institutions.map((i) => [i.agencyId, i.name])).toEqual([
      [12, 'HARBOR LIGHT'],
      [345, 'TEACHERS, NURSES AND FIREFIGHTERS'],
      [901, 'LAKESIDE POSTAL'],
      [6789, 'PRAIRIE STATE EMPLOYEES'],
    ]);
    const harbor = batch.reports.find((r) => r.iid === 1_000_000_012)!;
    expect(harbor.items.ACCT_010).toBe(46100250);
    expect(harbor.items.ACCT_521).toBe(6.25);
    // Inactive accounts read 0 are left out, as False ones are in 2025-12.
    expect(harbor.items.ACCT_931).toBeUndefined();
    expect(harbor.items.ACCT_116).toBeUndefined();
    // The CECL adoption date is text, not an amount.
    expect(harbor.items.ACCT_NW0001).toBeUndefined();
    expect(batch.reading!.files.map((f) => f.name)).toEqual([
      'foicu.txt',
      'acctdesc.txt',
      'fs220.txt',
      'fs220a.txt',
    ]);
  });

  it('names the schedules the cycle lacks, FS220D among them, and their accounts unavailable', async () => {
    const batch = await readNcuaCallReport(fixturePath('ncua-2023-12'));
    expect(batch.reading!.missingSchedules).toEqual([
      { schedule: 'FS220B', items: ['ACCT_801'] },
      { schedule: 'FS220D', items: ['ACCT_891'] },
      { schedule: 'FS220N', items: ['ACCT_AS0048', 'ACCT_AS0067'] },
    ]);
    expect(batch.unavailableItems).toEqual(['ACCT_801', 'ACCT_891', 'ACCT_AS0048', 'ACCT_AS0067']);
  });
});

const ncua = path.join(realDataFolder, 'ncua');
const older = path.join(ncua, 'call-report-2023-12');
const newer = path.join(ncua, 'call-report-2025-12');

describe.skipIf(!existsSync(older) || !existsSync(newer))('the two real NCUA cycles', () => {
  it('reads 2023-12 whole (4,702 CUs, no FS220D) and finds the 365 that no longer file in 2025-12 and the 37 new ones', async () => {
    const [first, second] = [await readNcuaCallReport(older), await readNcuaCallReport(newer)];
    expect([first.institutions.length, second.institutions.length]).toEqual([4702, 4374]);
    expect(first.reading!.missingSchedules.map((m) => m.schedule)).toEqual(['FS220D']);
    expect(second.reading!.missingSchedules.map((m) => m.schedule)).toEqual(
      NCUA_SAMPLE_MISSING_SCHEDULES,
    );
    const stillFiling = new Set(second.institutions.map((i) => i.iid));
    const stopped = first.institutions.filter((i) => !stillFiling.has(i.iid));
    // 4,702 - 4,374 = 328 is the net change: 365 stopped filing and 37 filed for the first time.
    expect(stopped).toHaveLength(365);
    const earlier = new Set(first.institutions.map((i) => i.iid));
    expect(second.institutions.filter((i) => !earlier.has(i.iid))).toHaveLength(37);
  }, 60_000);
});
