import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportBatch, ImportedInstitution, ImportFileError } from '../call-report';
import { readNcuaCallReport } from './read-ncua';
import { copyFixture, editFile, fixturePath, realDataFolder, refusalOf } from './test-fixtures';
import { NCUA_SAMPLE_MISSING_SCHEDULES } from '../../../testing/ncua-sample';

function creditUnion(
  agencyId: number,
  fields: Pick<ImportedInstitution, 'name' | 'city' | 'state' | 'zip' | 'tomCode' | 'lowIncome'>,
): ImportedInstitution {
  return {
    iid: 1_000_000_000 + agencyId,
    agencyId,
    institutionType: 'credit union',
    website: null,
    ownershipType: null,
    fdicCert: null,
    ...fields,
  };
}

/**
 * fixtures/ncua-2025-12 read by hand: FOICU + FS220 + FS220A, retired zeros (931, 116) left
 * out. Its AcctDesc.txt, like the real one, places live accounts in tables the download lacks
 * (ACCT_801 in FS220B, AS0048 and AS0067 in FS220N): those are the missing schedules, their
 * accounts unavailable. FS220K holds only a retired account, so it is not missing.
 */
const expected = (foicu: string): ImportBatch => ({
  source: 'ncua',
  reportDate: '2025-12-31',
  institutions: [
    creditUnion(12, {
      name: 'HARBOR LIGHT',
      city: 'PORTLAND',
      state: 'ME',
      zip: '04101',
      tomCode: 0,
      lowIncome: true,
    }),
    creditUnion(345, {
      name: 'TEACHERS, NURSES AND FIREFIGHTERS',
      city: 'SPRINGFIELD',
      state: 'IL',
      zip: '62701-1234',
      tomCode: 34,
      lowIncome: false,
    }),
    creditUnion(6789, {
      name: 'PRAIRIE STATE EMPLOYEES',
      city: 'DES MOINES',
      state: 'IA',
      zip: '50309',
      tomCode: 99,
      lowIncome: false,
    }),
  ],
  reports: [
    {
      iid: 1_000_000_012,
      reportDate: '2025-12-31',
      items: {
        ACCT_010: 48213977,
        ACCT_018: 41022610,
        ACCT_025B: 30511402,
        ACCT_041B: 125003,
        ACCT_083: 6211,
        ACCT_521: 6.25,
        ACCT_602: 0,
        ACCT_965A: -1500,
        ACCT_719: 0,
        ACCT_115: 2411098,
        ACCT_350: 701233,
        ACCT_661A: 310455,
        ACCT_997: 5321004,
        ACCT_998: 1103,
      },
    },
    {
      iid: 1_000_000_345,
      reportDate: '2025-12-31',
      items: {
        ACCT_010: 1250340021,
        ACCT_018: 1068812455,
        ACCT_025B: 987120330,
        ACCT_041B: 10211540,
        ACCT_083: 84501,
        ACCT_521: 7.1,
        ACCT_602: 0,
        ACCT_965A: 0,
        ACCT_719: 0,
        ACCT_115: 61230455,
        ACCT_350: 20110233,
        ACCT_661A: 9820411,
        ACCT_997: 140220981,
        ACCT_998: 1121,
      },
    },
    {
      iid: 1_000_006_789,
      reportDate: '2025-12-31',
      items: {
        ACCT_010: 8820114,
        ACCT_018: 7501332,
        ACCT_025B: 4120778,
        ACCT_041B: 0,
        ACCT_083: 1432,
        ACCT_521: 0,
        ACCT_602: 0,
        // Retired, but not zero for this one: kept as published.
        ACCT_931: 2500,
        ACCT_965A: 0,
        ACCT_719: 41000,
        ACCT_115: 401233,
        ACCT_350: 91220,
        ACCT_661A: -20311,
        ACCT_997: 912003,
        ACCT_998: 1034,
      },
    },
  ],
  unavailableItems: ['ACCT_801', 'ACCT_AS0048', 'ACCT_AS0067'],
  reading: {
    files: [
      { name: foicu, rows: 3 },
      { name: 'AcctDesc.txt', rows: 20 },
      { name: 'FS220.txt', rows: 3 },
      { name: 'FS220A.txt', rows: 3 },
    ],
    ignoredFiles: [],
    skipped: [],
    missingSchedules: [
      { schedule: 'FS220B', items: ['ACCT_801'] },
      { schedule: 'FS220N', items: ['ACCT_AS0048', 'ACCT_AS0067'] },
    ],
  },
});

describe('readNcuaCallReport', () => {
  it('reads the fixture cycle: roster, merged FS220 files, upper-cased codes, whole dollars', async () => {
    expect(await readNcuaCallReport(fixturePath('ncua-2025-12'))).toEqual(expected('FOICU.txt'));
  });

  it('reads the zip the same way (members spelled Foicu.txt as in the Readme)', async () => {
    expect(await readNcuaCallReport(fixturePath('ncua-2025-12.zip'))).toEqual(
      expected('Foicu.txt'),
    );
  });

  it('keeps retired accounts at zero when there is no AcctDesc.txt to tell', async () => {
    const dir = copyFixture('ncua-2025-12');
    rmSync(path.join(dir, 'AcctDesc.txt'));
    const batch = await readNcuaCallReport(dir);
    expect(batch.reports[0]!.items).toMatchObject({ ACCT_931: 0, ACCT_116: 0 });
    expect(batch.reports.map((report) => Object.keys(report.items).length)).toEqual([16, 16, 16]);
  });

  it('reads the website from FS220D and skips its profile and text columns', async () => {
    const dir = copyFixture('ncua-2025-12');
    writeFileSync(
      path.join(dir, 'FS220D.txt'),
      [
        '"CU_NUMBER","CYCLE_DATE","JOIN_NUMBER","CEO","Phone","Acct_891","Acct_879B4","ACCT_PG0001"',
        '12,12/31/2025 0:00:00,13,"SMITH","2075550100","www.harborlight.org","True","5493001KJTIIGC8Y1R12"',
        '345,12/31/2025 0:00:00,346,"O\'NEIL","2175550100","","False",""',
        '6789,12/31/2025 0:00:00,6790,"","","https://prairie.coop ",1,""',
        '',
      ].join('\r\n'),
    );
    const batch = await readNcuaCallReport(dir);
    expect(batch.institutions.map((cu) => cu.website)).toEqual([
      'www.harborlight.org',
      null,
      'https://prairie.coop',
    ]);
    expect(batch.reports.map((report) => report.items.ACCT_879B4)).toEqual([1, 0, 1]);
    expect(
      batch.reports.some((report) => 'CEO' in report.items || 'ACCT_PG0001' in report.items),
    ).toBe(false);
  });

  it('skips, with key and reason, a schedule row of a credit union FOICU does not list and a FOICU credit union without an FS220 row', async () => {
    const dir = copyFixture('ncua-2025-12');
    editFile(path.join(dir, 'FS220A.txt'), (text) => text.replace('6789,12/31', '6788,12/31'));
    editFile(path.join(dir, 'FS220.txt'), (text) => text.replace(/\r\n345,[^\r]*/, ''));
    const batch = await readNcuaCallReport(dir);
    expect(batch.reading?.skipped).toEqual([
      { file: 'FS220A.txt', line: 2, key: 'CU_NUMBER 6788', reason: 'not in the FOICU roster' },
      { file: 'FOICU.txt', line: 2, key: 'CU_NUMBER 345', reason: 'no row in FS220.txt' },
    ]);
    // 345 is not stored at all; 6789 is, without the FS220A figures of the row that missed it.
    expect(batch.institutions.map((cu) => cu.agencyId)).toEqual([12, 6789]);
    expect(batch.reports[1]!.items.ACCT_997).toBeUndefined();
    expect(batch.reading?.files.find((file) => file.name === 'FS220A.txt')?.rows).toBe(3);
  });

  it('reads a schedule NCUA adds without a code change, and then does not list it as missing', async () => {
    const dir = copyFixture('ncua-2025-12');
    writeFileSync(
      path.join(dir, 'FS220N.txt'),
      [
        '"CU_NUMBER","CYCLE_DATE","JOIN_NUMBER","Acct_AS0048","Acct_AS0067"',
        '12,12/31/2025 0:00:00,13,210000,0',
        '345,12/31/2025 0:00:00,346,9100000,150000000',
        '6789,12/31/2025 0:00:00,6790,0,0',
        '',
      ].join('\r\n'),
    );
    const batch = await readNcuaCallReport(dir);
    expect(batch.reports[0]!.items).toMatchObject({ ACCT_AS0048: 210000, ACCT_AS0067: 0 });
    expect(batch.reading?.missingSchedules).toEqual([{ schedule: 'FS220B', items: ['ACCT_801'] }]);
    expect(batch.unavailableItems).toEqual(['ACCT_801']);
  });

  describe('refuses', () => {
    it('a missing FOICU.txt or FS220.txt', async () => {
      const dir = copyFixture('ncua-2025-12');
      rmSync(path.join(dir, 'FOICU.txt'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FOICU.txt: required file is missing from ncua-2025-12',
      );
      const other = copyFixture('ncua-2025-12');
      rmSync(path.join(other, 'FS220.txt'));
      expect(await refusalOf(readNcuaCallReport(other))).toBe(
        'FS220.txt: required file is missing from ncua-2025-12',
      );
    });

    it('a row cut short (truncated file)', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220.txt'), (text) =>
        text.replace(
          '1/15/2026 9:12:03 AM,1250340021,1068812455,987120330,10211540,84501,7.1,0,0,0,0',
          '1/15/2026 9:12:03 AM,1250340021,10688',
        ),
      );
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220.txt, line 3, field ACCT_025B: the row ends after 6 of 14 fields (truncated file?)',
      );
    });

    it('a file cut inside its last value', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220A.txt'), (text) => text.slice(0, -4));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220A.txt, line 4, field Acct_998: the file ends inside a line (cut off?)',
      );
    });

    it('a file cut inside a quoted name', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FOICU.txt'), (text) => text.slice(0, text.indexOf('"HARBOR') + 4));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FOICU.txt, line 3: a quoted field is never closed (truncated file?)',
      );
    });

    it('a mis-encoded file: invalid UTF-8 or binary bytes', async () => {
      const dir = copyFixture('ncua-2025-12');
      // Windows-1252 e-acute, not UTF-8.
      editFile(path.join(dir, 'FOICU.txt'), (text) =>
        text.replace('HARBOR LIGHT', 'HARBOR L\u00c9GER'),
      );
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FOICU.txt, line 3, field CU_NAME: not a text file (invalid UTF-8 or control characters)',
      );
      const other = copyFixture('ncua-2025-12');
      editFile(path.join(other, 'FS220A.txt'), (text) =>
        text.replace('401233', '40\u0000\u0000\u00ff3'),
      );
      expect(await refusalOf(readNcuaCallReport(other))).toBe(
        'FS220A.txt, line 2, field ACCT_115: not a text file (invalid UTF-8 or control characters)',
      );
    });

    it('a missing key column', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220.txt'), (text) => text.replace('"CU_NUMBER"', '"CU_NUM"'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220.txt, line 1, field CU_NUMBER: required column is missing',
      );
      const other = copyFixture('ncua-2025-12');
      editFile(path.join(other, 'FOICU.txt'), (text) => text.replace('"CYCLE_DATE"', '"CYCLE"'));
      expect(await refusalOf(readNcuaCallReport(other))).toBe(
        'FOICU.txt, line 1, field CYCLE_DATE: required column is missing',
      );
    });

    it('an account spelled twice in one header', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220A.txt'), (text) => text.replace('"ACCT_350"', '"Acct_115"'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220A.txt, line 1, field Acct_115: column appears twice',
      );
    });

    it('a non-numeric amount', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220.txt'), (text) => text.replace(',41022610,', ',41O22610,'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220.txt, line 2, field ACCT_018: "41O22610" is not a number',
      );
    });

    it('a cycle date that is not the one quarter end of the other rows', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FS220A.txt'), (text) =>
        text.replace('12,12/31/2025 0:00:00', '12,9/30/2025 0:00:00'),
      );
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FS220A.txt, line 3, field CYCLE_DATE: 2025-09-30 differs from the cycle 2025-12-31 of the other rows',
      );
      const other = copyFixture('ncua-2025-12');
      editFile(path.join(other, 'FOICU.txt'), (text) =>
        text.replace('345,12/31/2025 0:00:00', '345,12/30/2025 0:00:00'),
      );
      expect(await refusalOf(readNcuaCallReport(other))).toBe(
        'FOICU.txt, line 2, field CYCLE_DATE: "12/30/2025 0:00:00" is not a quarter-end date',
      );
    });

    it('a credit union listed twice', async () => {
      const dir = copyFixture('ncua-2025-12');
      editFile(path.join(dir, 'FOICU.txt'), (text) => text.replace('\r\n6789,', '\r\n12,'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FOICU.txt, line 4, field CU_NUMBER: credit union 12 is listed twice',
      );
    });

    it('a folder with FOICUDES.txt but no FOICU.txt', async () => {
      const dir = copyFixture('ncua-2025-12');
      renameSync(path.join(dir, 'FOICU.txt'), path.join(dir, 'FOICUDES.txt'));
      expect(await refusalOf(readNcuaCallReport(dir))).toBe(
        'FOICU.txt: required file is missing from ncua-2025-12',
      );
      // The refusal says which files were there, for the import report.
      const refusal = await readNcuaCallReport(dir).catch((error: ImportFileError) => error);
      expect((refusal as ImportFileError).reading).toMatchObject({
        missingRequired: ['FOICU.txt'],
        ignoredFiles: ['AcctDesc.txt', 'FOICUDES.txt', 'FS220.txt', 'FS220A.txt'],
      });
    });
  });
});

const realCycle = path.join(realDataFolder, 'ncua', 'call-report-2025-12');

describe.skipIf(!existsSync(realCycle))('readNcuaCallReport on the real 2025-12 cycle', () => {
  it('reads 4,374 credit unions, $2.456 trillion of assets, Navy Federal the largest', async () => {
    const started = performance.now();
    const batch = await readNcuaCallReport(realCycle);
    const seconds = (performance.now() - started) / 1000;

    expect(batch.reportDate).toBe('2025-12-31');
    expect(batch.institutions).toHaveLength(4374);
    expect(batch.reports).toHaveLength(4374);
    const assets = batch.reports.map((report) => report.items.ACCT_010 ?? 0);
    expect(assets.reduce((sum, value) => sum + value, 0)).toBe(2_456_465_059_531);

    const largest = batch.reports[assets.indexOf(Math.max(...assets))]!;
    const navy = batch.institutions.find((cu) => cu.iid === largest.iid)!;
    expect(navy).toMatchObject({
      agencyId: 5536,
      name: 'NAVY FEDERAL CREDIT UNION',
      city: 'VIENNA',
      state: 'VA',
      tomCode: 5,
      lowIncome: false,
    });
    expect(largest.items).toMatchObject({ ACCT_010: 197_166_186_107, ACCT_998: 1136 });
    expect(batch.institutions.filter((cu) => cu.lowIncome).length).toBe(2409);
    // The 1,688 state charters all carry TOM code 99 (docs/research, section 2.5).
    expect(batch.institutions.filter((cu) => cu.tomCode === 99).length).toBe(1688);
    expect(batch.reading?.missingSchedules.map((missing) => missing.schedule)).toEqual(
      NCUA_SAMPLE_MISSING_SCHEDULES,
    );
    expect(batch.unavailableItems).toEqual(expect.arrayContaining(['ACCT_AS0048', 'ACCT_801']));
    expect(batch.unavailableItems).not.toContain('ACCT_719');
    expect(batch.reading?.skipped).toEqual([]);
    expect(batch.reading?.ignoredFiles).toEqual(['FOICUDES.txt', 'Readme.txt', 'Report1.txt']);
    // A loaded machine (several test runs at once) has taken 5.5 s; alone it takes about 3.
    expect(seconds).toBeLessThan(10);
  });
});
