import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseQuarterEnd } from '@app/core/domain/quarters';
import { writeTextFile, type TextFileWriter } from './file-writer';
import type { ItemSheet } from './item-sheet';
import { hashKeys } from './random';
import type { CreditUnionProfile } from './roster';

/** One credit union's filing of a quarter, as the credit-union model made it. */
export interface CreditUnionFiling {
  profile: CreditUnionProfile;
  items: ItemSheet;
}

/**
 * The NCUA file that holds each account (AcctDesc.txt TableName of the 2025-12 cycle); an
 * account not listed goes to FS220.txt.
 */
const TABLE_OF: Record<string, string> = {};
const TABLES: Record<string, readonly string[]> = {
  FS220A: [
    '002',
    '010A',
    '010B',
    '010C',
    '014',
    '020D',
    '021D',
    '022D',
    '023D',
    '110',
    '115',
    '117',
    '119',
    '120',
    '124',
    '131',
    '210',
    '250',
    '260',
    '270',
    '280',
    '290',
    '350',
    '360',
    '370',
    '381',
    '385',
    '396',
    '397',
    '564A',
    '564B',
    '618A',
    '661A',
    '730A',
    '730B',
    '730C',
    '798A',
    '820A',
    '925A',
    '945',
    '997',
    '998',
  ],
  FS220B: ['026B', '027B', '028B', '068A', '680', '681', '801', '906C'],
  FS220C: ['003', '550D', '551D', '566', '788'],
  FS220G: ['009D2'],
  FS220H: [
    '020T',
    '021T',
    '022T',
    '023T',
    '089B',
    '127B',
    '128B',
    '129B',
    '397A',
    '550T',
    '551T',
    '698A',
  ],
  FS220I: [
    '020C1',
    '020C2',
    '021C1',
    '021C2',
    '022C1',
    '022C2',
    '023C1',
    '023C2',
    '550C1',
    '550C2',
    '551C1',
    '551C2',
  ],
  FS220L: [
    '042A5',
    '042A6',
    '042A7',
    '042A8',
    '143B3',
    '143B4',
    '386A',
    '386B',
    '400C5',
    '400C6',
    '400C7',
    '400C8',
    '400H2',
    '400H3',
    '400J2',
    '400J3',
    '400L2',
    '400L3',
    '400M',
    '400M1',
    '400T1',
    '698C',
    '703A',
  ],
  FS220N: ['AS0048', 'AS0055', 'AS0061', 'AS0067', 'AS0073', 'IS0017'],
  FS220P: ['AS0007', 'AS0013', 'AS0017', 'AS0032'],
  FS220Q: ['NV0158'],
};
for (const [table, accounts] of Object.entries(TABLES))
  for (const account of accounts) TABLE_OF[account] = table;

function tableOf(account: string): string {
  if (/^(DL|CH)\d{4}$/.test(account)) return 'FS220P';
  return TABLE_OF[account] ?? 'FS220';
}

/** Headers NCUA spells Acct_ rather than ACCT_ (FS220A), kept for the look of the real files. */
const MIXED_CASE = new Set(['661A', '997', '998', '010A', '010B', '010C']);

/** FIPS state numbers for FOICU.STATE_CODE. */
const STATE_FIPS: Record<string, number> = {
  AL: 1,
  AK: 2,
  AZ: 4,
  AR: 5,
  CA: 6,
  CO: 8,
  CT: 9,
  DE: 10,
  DC: 11,
  FL: 12,
  GA: 13,
  HI: 15,
  ID: 16,
  IL: 17,
  IN: 18,
  IA: 19,
  KS: 20,
  KY: 21,
  LA: 22,
  ME: 23,
  MD: 24,
  MA: 25,
  MI: 26,
  MN: 27,
  MS: 28,
  MO: 29,
  MT: 30,
  NE: 31,
  NV: 32,
  NH: 33,
  NJ: 34,
  NM: 35,
  NY: 36,
  NC: 37,
  ND: 38,
  OH: 39,
  OK: 40,
  OR: 41,
  PA: 42,
  RI: 44,
  SC: 45,
  SD: 46,
  TN: 47,
  TX: 48,
  UT: 49,
  VT: 50,
  VA: 51,
  WA: 53,
  WV: 54,
  WI: 55,
  WY: 56,
};

const STREETS = ['Main St', 'Union Ave', 'Oak St', 'Second St', 'Lake Rd', 'Hill St', 'Mill Rd'];

/** M/D/YYYY as NCUA writes dates, with its time of day. */
function usDate(year: number, month: number, day: number, time = '0:00:00') {
  return `${month}/${day}/${year} ${time}`;
}

function cycleDate(reportDate: string): string {
  const { year } = parseQuarterEnd(reportDate);
  return usDate(year, Number(reportDate.slice(5, 7)), Number(reportDate.slice(8, 10)));
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
const row = (fields: readonly (string | number)[]) => `${fields.join(',')}\r\n`;

/** NCUA peer group by assets: 1 < $2M, 2 < $10M, 3 < $50M, 4 < $100M, 5 < $500M, 6 above. */
function peerGroup(assets: number): number {
  const bands = [2e6, 10e6, 50e6, 100e6, 500e6];
  const index = bands.findIndex((limit) => assets < limit);
  return index === -1 ? 6 : index + 1;
}

function header(account: string) {
  return quoted(`${MIXED_CASE.has(account) ? 'Acct_' : 'ACCT_'}${account}`);
}

/**
 * Writes one quarter's NCUA 5300 call report files into `folder` (created): FOICU.txt and
 * the FS220*.txt account tables (every credit union has a row in each), CSV with quoted
 * headers and CRLF, FOICU text quoted and padded as NCUA does, credit unions by charter
 * number. FS220D carries the website (ACCT_891).
 */
export async function writeNcuaFiles(
  reportDate: string,
  filings: readonly CreditUnionFiling[],
  folder: string,
  write: TextFileWriter = writeTextFile,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const sorted = [...filings].sort((a, b) => a.profile.agencyId - b.profile.agencyId);
  const cycle = cycleDate(reportDate);
  const { year } = parseQuarterEnd(reportDate);

  const foicu = [
    row(
      [
        'CU_NUMBER',
        'CYCLE_DATE',
        'JOIN_NUMBER',
        'RSSD',
        'CU_TYPE',
        'CU_NAME',
        'CITY',
        'STATE',
        'CharterState',
        'STATE_CODE',
        'ZIP_CODE',
        'COUNTY_CODE',
        'CONG_DIST',
        'SMSA',
        'ATTENTION_OF',
        'STREET',
        'REGION',
        'SE',
        'DISTRICT',
        'YEAR_OPENED',
        'TOM_CODE',
        'LIMITED_INC',
        'ISSUE_DATE',
        'Peer_Group',
        'Quarter_Flag',
        'IsMDI',
        'INSURED_DATE',
        'AM_DateHeld',
      ].map(quoted),
    ),
  ];
  for (const { profile, items } of sorted) {
    const h = hashKeys(profile.agencyId, 5);
    const cuType = profile.charter === 'federal' ? '1' : profile.charter === 'state' ? '2' : '3';
    const assets = items.get('ACCT_010') ?? 0;
    foicu.push(
      row([
        profile.agencyId,
        cycle,
        profile.agencyId + 1,
        quoted('0'),
        quoted(cuType),
        quoted(profile.name),
        quoted(profile.city),
        quoted(profile.state),
        quoted(profile.state),
        STATE_FIPS[profile.state] ?? 0,
        quoted(profile.zip),
        (h % 200) + 1,
        (h % 9) + 1,
        0,
        quoted(''),
        quoted(`${(h % 9000) + 100} ${STREETS[h % STREETS.length]}`),
        quoted(`${assets >= 15e9 ? 8 : (h % 3) + 1} `),
        quoted('ABC'[h % 3]!),
        (h % 9) + 1,
        profile.yearOpened,
        quoted(String(profile.tomCode).padStart(2, '0').padEnd(4, ' ')),
        profile.lowIncome ? 1 : 0,
        usDate(profile.yearOpened, (h % 12) + 1, 1),
        peerGroup(assets),
        0,
        'False',
        profile.charter === 'state-uninsured'
          ? ''
          : usDate(Math.max(profile.yearOpened, 1971), 1, 1),
        usDate(year, 3, (h % 28) + 1, '7:00:00 PM'),
      ]),
    );
  }
  await write(path.join(folder, 'FOICU.txt'), foicu.join(''));

  // Accounts filed by some credit union, per table, in account order.
  const filed = new Set<number>();
  for (const { items } of sorted)
    items.values.forEach((value, slot) => {
      if (value !== undefined) filed.add(slot);
    });
  const codes = sorted[0]?.items.table.codes ?? [];
  const accountsByTable = new Map<string, { account: string; slot: number }[]>([['FS220', []]]);
  for (const slot of filed) {
    const account = codes[slot]!.slice('ACCT_'.length);
    const table = tableOf(account);
    const list = accountsByTable.get(table) ?? [];
    list.push({ account, slot });
    accountsByTable.set(table, list);
  }
  for (const list of accountsByTable.values())
    list.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  for (const [table, accounts] of [...accountsByTable].sort(([a], [b]) => a.localeCompare(b))) {
    const main = table === 'FS220';
    const lines = [
      row([
        ...['CU_NUMBER', 'CYCLE_DATE', 'JOIN_NUMBER', ...(main ? ['UPDATE_DATE'] : [])].map(quoted),
        ...accounts.map((a) => header(a.account)),
      ]),
    ];
    for (const { profile, items } of sorted) {
      const identity: (string | number)[] = [profile.agencyId, cycle, profile.agencyId + 1];
      if (main) {
        const h = hashKeys(profile.agencyId, Number(reportDate.slice(0, 4)), 9);
        const updated = usDate(
          year + (reportDate.endsWith('12-31') ? 1 : 0),
          reportDate.endsWith('12-31') ? 1 : Number(reportDate.slice(5, 7)) + 1,
          (h % 27) + 1,
          `${(h % 12) + 1}:${String(h % 60).padStart(2, '0')}:${String((h >> 8) % 60).padStart(2, '0')} ${h % 2 ? 'PM' : 'AM'}`,
        );
        identity.push(updated);
      }
      lines.push(
        row([
          ...identity,
          ...accounts.map((a) => {
            const value = items.values[a.slot];
            return value === undefined ? '' : String(value);
          }),
        ]),
      );
    }
    await write(path.join(folder, `${table}.txt`), lines.join(''));
  }

  // FS220D: profile fields; the importer takes the website from ACCT_891, and the programs
  // offered (first-time homebuyer, credit management and repair, credit builder) as items.
  const programs = ['879B4', '879B6', '879D1'];
  const profileLines = [
    row(
      [
        'CU_NUMBER',
        'CYCLE_DATE',
        'JOIN_NUMBER',
        'ACCT_891',
        ...programs.map((a) => `ACCT_${a}`),
      ].map(quoted),
    ),
    ...sorted.map(({ profile, items }) =>
      row([
        profile.agencyId,
        cycle,
        profile.agencyId + 1,
        quoted(profile.website),
        ...programs.map((a) => {
          const value = items.get(`ACCT_${a}`);
          return value === undefined ? '' : String(value);
        }),
      ]),
    ),
  ];
  await write(path.join(folder, 'FS220D.txt'), profileLines.join(''));
}
