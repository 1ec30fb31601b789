import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportedInstitution } from '../call-report';
import type { FdicImportBatch } from './read-fdic';
import { readFdicAllReports } from './read-fdic';
import { SDI_TO_MDRM } from './sdi-to-mdrm';
import { copyFixture, editFile, fixturePath, realDataFolder, refusalOf } from './test-fixtures';

const AL = 'All_Reports_20190630_Assets and Liabilities.csv';
const IE = 'All_Reports_20190630_Income and Expense.csv';
const TD = 'All_Reports_20190630_Total Deposits.csv';
const PCR = 'All_Reports_20190630_Performance and Condition Ratios.csv';

function bank(
  rssd: number,
  fields: Pick<
    ImportedInstitution,
    'name' | 'city' | 'state' | 'zip' | 'website' | 'ownershipType' | 'fdicCert'
  >,
): ImportedInstitution {
  return {
    iid: rssd,
    agencyId: rssd,
    institutionType: 'bank',
    tomCode: null,
    lowIncome: null,
    ...fields,
  };
}

/**
 * fixtures/fdic-20190630 read by hand: four report files merged per cert, ordered by RSSD.
 * Cert 99999 has fed_rssd 0 and is skipped. Cert 33686 is an OI branch: no ownership type,
 * blank income and deposit detail absent, no published ratios (withheld). Of the ratio report
 * only the ratios the formulas fall back on are read (not roa, eeffr, lnlsdepr); Hometown
 * Savings' ROE is "NA" (FDIC's mark for negative retained earnings), so withheld.
 */
const expected: FdicImportBatch = {
  source: 'fdic',
  reportDate: '2019-06-30',
  institutions: [
    bank(111111, {
      name: 'Hometown Savings Bank',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      website: null,
      ownershipType: 'Mutual',
      fdicCert: 30000,
    }),
    bank(746223, {
      name: '1880 Bank',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      website: null,
      ownershipType: 'Stock',
      fdicCert: 4829,
    }),
    bank(852218, {
      name: 'Big Bank, National Association',
      city: 'Columbus',
      state: 'OH',
      zip: '43240',
      website: 'www.bigbank.com',
      ownershipType: 'Stock',
      fdicCert: 628,
    }),
    bank(3065617, {
      name: 'Overseas Bank B.M.',
      city: 'New York',
      state: 'NY',
      zip: '10022',
      website: null,
      ownershipType: null,
      fdicCert: 33686,
    }),
    bank(3317192, {
      name: '1st Advantage Bank',
      city: 'Saint Peters',
      state: 'MO',
      zip: '63376',
      website: 'http://www.1stadvantagebank.com',
      ownershipType: 'SubS',
      fdicCert: 57899,
    }),
  ],
  reports: [
    {
      iid: 111111,
      reportDate: '2019-06-30',
      items: {
        RIAD4150: 30,
        RCON2170: 150220,
        SDI_LNLSNET: 120003,
        RCON3123: 1400,
        RCON2948: 131020,
        SDI_DEP: 120500,
        RCON2200: 120500,
        SDI_IDDEPINR: 90,
        RCONG105: 19200,
        RCON3210: 19200,
        RIAD4107: 2812,
        RIAD4073: 901,
        RIAD4074: 1911,
        RIAD4079: 220,
        RIAD4093: 1711,
        SDI_IDPRETX: -60,
        RIAD4340: -75,
        RCON6810: 20100,
        SDI_NTRTIME: 80300,
        SDI_INTINCY: 3.9004,
        SDI_NIMY: 2.6507,
        SDI_NTLNLSR: 0.0,
        SDI_LNLSGR5: 118900,
      },
      withheld: ['SDI_ROE'],
    },
    {
      iid: 746223,
      reportDate: '2019-06-30',
      items: {
        RIAD4150: 46,
        RCON2170: 369646,
        SDI_LNLSNET: 246759,
        RCON3123: 1893,
        RCON2948: 315684,
        SDI_DEP: 309922,
        RCON2200: 309922,
        SDI_IDDEPINR: 0.0212536056742026,
        RCONG105: 53962,
        RCON3210: 53962,
        RIAD4107: 7269,
        RIAD4073: 615,
        RIAD4074: 6654,
        RIAD4079: 1003,
        RIAD4093: 4979,
        SDI_IDPRETX: 2706,
        RIAD4340: 2033,
        RCON6810: 35347,
        SDI_NTRTIME: 77308,
        SDI_INTINCY: 4.1532,
        SDI_NIMY: 3.8017,
        SDI_ROE: 7.6012,
        SDI_NTLNLSR: 0.0125,
        SDI_LNLSGR5: 245180,
      },
    },
    {
      iid: 852218,
      reportDate: '2019-06-30',
      items: {
        RIAD4150: 256710,
        RCON2170: 2354812000,
        SDI_LNLSNET: 945300000,
        RCON3123: 10952000,
        RCON2948: 2134812000,
        SDI_DEP: 1653129000,
        RCON2200: 1450012000,
        SDI_IDDEPINR: 73.251971654641,
        RCONG105: 220000000,
        RCON3210: 219000000,
        RIAD4107: 41550000,
        RIAD4073: 9120000,
        RIAD4074: 32430000,
        RIAD4079: 13112000,
        RIAD4093: 24555000,
        SDI_IDPRETX: 21003000,
        RIAD4340: 14520000,
        RCFN2200: 203117000,
        RCON6810: 512000000,
        SDI_NTRTIME: 101000000,
        SDI_INTINCY: 3.9417,
        SDI_NIMY: 3.0764,
        SDI_ROE: 13.2521,
        SDI_NTLNLSR: 0.5102,
        SDI_LNLSGR5: 941250000,
      },
    },
    {
      iid: 3065617,
      reportDate: '2019-06-30',
      items: {
        RIAD4150: 0,
        RCON2170: 1503000,
        SDI_LNLSNET: 1230000,
        RCON2948: 1503000,
        SDI_DEP: 900000,
        RCON2200: 900000,
        RCONG105: 0,
        RCON3210: 0,
      },
      withheld: ['SDI_INTINCY', 'SDI_LNLSGR5', 'SDI_NIMY', 'SDI_NTLNLSR', 'SDI_ROE'],
    },
    {
      iid: 3317192,
      reportDate: '2019-06-30',
      items: {
        RIAD4150: 12,
        RCON2170: 88871,
        SDI_LNLSNET: 70112,
        RCON3123: 801,
        RCON2948: 78120,
        SDI_DEP: 74300,
        RCON2200: 74300,
        SDI_IDDEPINR: 80.1,
        RCONG105: 10751,
        RCON3210: 10751,
        RIAD4107: 2505,
        RIAD4073: 675,
        RIAD4074: 1830,
        RIAD4079: 113,
        RIAD4093: 1520,
        SDI_IDPRETX: 340,
        RIAD4340: 340,
        RCON6810: 17879,
        SDI_NTRTIME: 43969,
        SDI_INTINCY: 5.9021,
        SDI_NIMY: 4.3114,
        SDI_ROE: 6.3904,
        SDI_NTLNLSR: -0.031,
        SDI_LNLSGR5: 69120,
      },
    },
  ],
  skippedWithoutRssd: [99999],
  unavailableItems: expect.arrayContaining(['RCON1403', 'RCON1754', 'RIAD4635']),
  reading: {
    files: [AL, IE, PCR, TD].map((name) => ({ name, rows: 6 })),
    ignoredFiles: [],
    // The row without a fed_rssd is kept out with its key and why, not dropped silently.
    skipped: [
      {
        file: AL,
        line: 7,
        key: 'cert 99999',
        reason:
          'no fed_rssd: the RSSD id is the key of bank data (FFIEC and FDIC alike), so the bank is not stored',
      },
    ],
    missingSchedules: [
      {
        schedule: 'All_Reports_20190630_Past Due and Nonaccrual Assets.csv',
        items: expect.arrayContaining(['RCON1406', 'RCON1407', 'RCON1403', 'RCON5398']),
      },
      {
        schedule: 'All_Reports_20190630_Loan Charge-Offs and Recoveries.csv',
        items: ['RIAD4635', 'RIAD4605'],
      },
      {
        schedule: 'All_Reports_20190630_Securities.csv',
        items: ['RCON1754', 'RCON1773', 'RCON1771', 'RCON0416'],
      },
      {
        schedule: 'All_Reports_20190630_Total Interest Income.csv',
        items: ['RIAD4010', 'RIAD4065'],
      },
    ],
  },
};

describe('SDI_TO_MDRM', () => {
  it('maps each SDI variable to its own MDRM code (no two variables to one code)', () => {
    const codes = [...SDI_TO_MDRM.values()];
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^(RCON|RCFN|RIAD)[A-Z0-9]{4}$/.test(code))).toBe(true);
    expect(SDI_TO_MDRM.get('asset')).toBe('RCON2170');
    expect(SDI_TO_MDRM.get('lnlsgr')).toBe('RCON2122');
    expect(SDI_TO_MDRM.get('dep')).toBeUndefined();
  });
});

describe('readFdicAllReports', () => {
  it('reads the fixture quarter: files merged per cert, items under MDRM or SDI_ codes', async () => {
    expect(await readFdicAllReports(fixturePath('fdic-20190630'))).toEqual(expected);
  });

  it('reads a quarter that has only the Assets and Liabilities file', async () => {
    const dir = copyFixture('fdic-20190630');
    rmSync(path.join(dir, IE));
    rmSync(path.join(dir, TD));
    rmSync(path.join(dir, PCR));
    const batch = await readFdicAllReports(dir);
    expect(batch.institutions).toEqual(expected.institutions);
    expect(batch.reports[2]!.items).toEqual({
      RIAD4150: 256710,
      RCON2170: 2354812000,
      SDI_LNLSNET: 945300000,
      RCON3123: 10952000,
      RCON2948: 2134812000,
      SDI_DEP: 1653129000,
      RCON2200: 1450012000,
      SDI_IDDEPINR: 73.251971654641,
      RCONG105: 220000000,
      RCON3210: 219000000,
    });
  });

  it('without the ratio report, lists it as missing and its ratios as unknown for every bank', async () => {
    const dir = copyFixture('fdic-20190630');
    rmSync(path.join(dir, PCR));
    const batch = await readFdicAllReports(dir);
    expect(batch.reading?.missingSchedules).toContainEqual({
      schedule: PCR,
      items: ['SDI_ROE', 'SDI_NIMY', 'SDI_INTINCY', 'SDI_NTLNLSR', 'SDI_LNLSGR5'],
    });
    expect(batch.unavailableItems).toEqual(expect.arrayContaining(['SDI_ROE', 'SDI_NTLNLSR']));
    expect(batch.reports.every((report) => report.withheld === undefined)).toBe(true);
  });

  describe('refuses', () => {
    it('a missing cert, fed_rssd or asset column', async () => {
      for (const [column, header, renamed, file] of [
        ['cert', 'cert,docket,', 'certificate,docket,', IE],
        ['fed_rssd', ',fed_rssd,', ',rssd,', TD],
        ['asset', ',asset,', ',assets,', AL],
      ] as const) {
        const dir = copyFixture('fdic-20190630');
        editFile(path.join(dir, file), (text) => text.replace(header, renamed));
        expect(await refusalOf(readFdicAllReports(dir))).toBe(
          `${file}, line 1, field ${column}: required column is missing`,
        );
      }
    });

    it('a quarter without its Assets and Liabilities file', async () => {
      const dir = copyFixture('fdic-20190630');
      rmSync(path.join(dir, AL));
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${AL}: required file is missing from fdic-20190630`,
      );
    });

    it('files of two dates', async () => {
      const dir = copyFixture('fdic-20190630');
      renameSync(path.join(dir, TD), path.join(dir, 'All_Reports_20190331_Total Deposits.csv'));
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${AL}: the date in the name differs from that of All_Reports_20190331_Total Deposits.csv`,
      );
    });

    it('a row whose repdte is not the date of the file name', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, IE), (text) =>
        text.replace('"6/30/2019","11/18/2019","N"', '"3/31/2019","11/18/2019","N"'),
      );
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${IE}, line 4, field repdte: "3/31/2019" is not the report date 2019-06-30 of the file name`,
      );
    });

    it('a row cut short and a file cut inside its last line', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, TD), (text) =>
        text.replace(',"74300","74300","","17879","43969"', ',"74300"'),
      );
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${TD}, line 3, field depdom: the row ends after 39 of 43 fields (truncated file?)`,
      );
      const other = copyFixture('fdic-20190630');
      editFile(path.join(other, TD), (text) => text.slice(0, -2));
      expect(await refusalOf(readFdicAllReports(other))).toBe(
        `${TD}, line 7, field ntrtime: the file ends inside a line (cut off?)`,
      );
      editFile(path.join(other, TD), (text) => text.slice(0, -2));
      expect(await refusalOf(readFdicAllReports(other))).toBe(
        `${TD}, line 7: a quoted field is never closed (truncated file?)`,
      );
    });

    it('a non-numeric amount and invalid UTF-8', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, AL), (text) => text.replace('"369646"', '"369,646"'));
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${AL}, line 2, field asset: "369,646" is not a number`,
      );
      const other = copyFixture('fdic-20190630');
      editFile(path.join(other, IE), (text) =>
        text.replace('"Saint Peters"', '"Saint P\u00e9ters"'),
      );
      expect(await refusalOf(readFdicAllReports(other))).toBe(
        `${IE}, line 3, field city: not a text file (invalid UTF-8 or control characters)`,
      );
    });

    it('a published ratio that is neither a number, blank nor NA', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, PCR), (text) => text.replace('"7.6012"', '"7.60%"'));
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${PCR}, line 2, field roe: "7.60%" is not a number`,
      );
    });

    it('a bank missing from one file', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, TD), (text) => text.replace(/\r\n"30000",[^\r]*/, ''));
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${TD}, field cert: bank 30000 (in ${AL}) has no row`,
      );
    });

    it('one item with different values in two files', async () => {
      const dir = copyFixture('fdic-20190630');
      editFile(path.join(dir, TD), (text) =>
        text.replace('"309922","309922"', '"309922","309921"'),
      );
      expect(await refusalOf(readFdicAllReports(dir))).toBe(
        `${TD}, line 2, field depdom: 309921 differs from 309922 read for the same item in another file`,
      );
    });
  });
});

const realQuarter = path.join(realDataFolder, 'fdic', 'sdi-2019-06-30');

describe.skipIf(!existsSync(realQuarter))('readFdicAllReports on the real 2019-06-30 files', () => {
  it('reads 5,312 banks with $18.36 trillion of assets', async () => {
    const batch = await readFdicAllReports(realQuarter);

    expect(batch.reportDate).toBe('2019-06-30');
    expect(batch.skippedWithoutRssd).toEqual([]);
    expect(batch.institutions).toHaveLength(5312);
    expect(batch.reports).toHaveLength(5312);
    const assets = batch.reports.reduce((sum, report) => sum + report.items.RCON2170!, 0);
    expect(assets).toBe(18_360_237_159);
    expect(assets * 1000).toBeCloseTo(18.36e12, -10);

    const jpm = batch.institutions.find((bank) => bank.fdicCert === 628)!;
    expect(jpm).toMatchObject({ iid: 852218, state: 'OH', ownershipType: 'Stock' });
    const counts = new Map<string | null, number>();
    for (const { ownershipType } of batch.institutions)
      counts.set(ownershipType, (counts.get(ownershipType) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ Stock: 3184, SubS: 1793, Mutual: 326, null: 9 });
    expect(batch.institutions.every((bank) => bank.zip === null || /^\d{5}$/.test(bank.zip))).toBe(
      true,
    );

    // The mapped codes add up as the call report does, on every bank (the nine OI branches
    // report no equity).
    for (const { items } of batch.reports) {
      expect(items.RCON2200! + (items.RCFN2200 ?? 0)).toBe(items.SDI_DEP);
      expect(items.RCON2122).toBe(items.SDI_LNLSNET! + (items.RCON3123 ?? 0));
      if (items.RCONG105 !== undefined)
        expect(items.RCON2948! + items.RCONG105).toBe(items.RCON3300);
    }
    expect(batch.reports.filter(({ items }) => items.RCONG105 === undefined)).toHaveLength(9);
  });
});
