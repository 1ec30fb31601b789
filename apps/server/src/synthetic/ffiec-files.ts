import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseQuarterEnd } from '@app/core/domain/quarters';
import { writeTextFile, type TextFileWriter } from './file-writer';
import type { ItemSheet } from './item-sheet';
import { hashKeys } from './random';
import type { BankProfile } from './roster';

/** One bank's filing of a quarter, as the bank model made it. */
export interface BankFiling {
  profile: BankProfile;
  filingType: '031' | '041' | '051';
  items: ItemSheet;
}

/**
 * The schedules of the FFIEC CDR bulk files ("Call Reports -- Single Period", tab delimited)
 * and the items written in each, in column order, with the description row's text. A
 * schedule with two parts is written as "(1 of 2)" and "(2 of 2)" files, as the CDR splits its
 * wide schedules. Capital items go to RCR before 2015 and RCRI (RC-R Part I) from 2015.
 */
const SCHEDULES: readonly {
  code: string;
  parts?: number;
  items: readonly (readonly [string, string])[];
}[] = [
  {
    code: 'RC',
    items: [
      ['0081', 'NONINTEREST-BEARING BALANCES AND CURRENCY AND COIN'],
      ['0071', 'INTEREST-BEARING BALANCES'],
      ['B987', 'FEDERAL FUNDS SOLD IN DOMESTIC OFFICES'],
      ['B989', 'SECURITIES PURCHASED UNDER AGREEMENTS TO RESELL'],
      ['1754', 'HELD-TO-MATURITY SECURITIES'],
      ['1773', 'AVAILABLE-FOR-SALE DEBT SECURITIES'],
      ['JA22', 'EQUITY SECURITIES WITH READILY DETERMINABLE FAIR VALUES'],
      ['5369', 'LOANS AND LEASES HELD FOR SALE'],
      ['B529', 'LOANS AND LEASES HELD FOR INVESTMENT, NET OF ALLOWANCE'],
      ['3123', 'ALLOWANCE FOR LOAN AND LEASE LOSSES'],
      ['3545', 'TRADING ASSETS'],
      ['2145', 'PREMISES AND FIXED ASSETS'],
      ['2150', 'OTHER REAL ESTATE OWNED'],
      ['3163', 'GOODWILL'],
      ['0426', 'OTHER INTANGIBLE ASSETS'],
      ['2160', 'OTHER ASSETS'],
      ['2170', 'TOTAL ASSETS'],
      ['2200', 'TOTAL DEPOSITS'],
      ['6631', 'NONINTEREST-BEARING DEPOSITS'],
      ['6636', 'INTEREST-BEARING DEPOSITS'],
      ['B993', 'FEDERAL FUNDS PURCHASED IN DOMESTIC OFFICES'],
      ['B995', 'SECURITIES SOLD UNDER AGREEMENTS TO REPURCHASE'],
      ['3190', 'OTHER BORROWED MONEY'],
      ['3200', 'SUBORDINATED NOTES AND DEBENTURES'],
      ['2930', 'OTHER LIABILITIES'],
      ['2948', 'TOTAL LIABILITIES'],
      ['3210', 'TOTAL BANK EQUITY CAPITAL'],
      ['3000', 'NONCONTROLLING (MINORITY) INTERESTS IN CONSOLIDATED SUBSIDIARIES'],
      ['G105', 'TOTAL EQUITY CAPITAL'],
    ],
  },
  {
    code: 'RCB',
    items: [
      ['1771', 'HELD-TO-MATURITY SECURITIES: FAIR VALUE'],
      ['0416', 'PLEDGED SECURITIES'],
    ],
  },
  {
    code: 'RCC',
    parts: 2,
    items: [
      ['2122', 'TOTAL LOANS AND LEASES, NET OF UNEARNED INCOME'],
      ['F158', '1-4 FAMILY RESIDENTIAL CONSTRUCTION LOANS'],
      ['F159', 'OTHER CONSTRUCTION LOANS AND ALL LAND DEVELOPMENT AND OTHER LAND LOANS'],
      ['1420', 'SECURED BY FARMLAND'],
      ['1797', 'REVOLVING, OPEN-END LOANS SECURED BY 1-4 FAMILY RESIDENTIAL PROPERTIES'],
      ['5367', 'CLOSED-END LOANS SECURED BY FIRST LIENS ON 1-4 FAMILY RESIDENTIAL PROPERTIES'],
      ['5368', 'CLOSED-END LOANS SECURED BY JUNIOR LIENS ON 1-4 FAMILY RESIDENTIAL PROPERTIES'],
      ['1460', 'SECURED BY MULTIFAMILY (5 OR MORE) RESIDENTIAL PROPERTIES'],
      ['F160', 'LOANS SECURED BY OWNER-OCCUPIED NONFARM NONRESIDENTIAL PROPERTIES'],
      ['F161', 'LOANS SECURED BY OTHER NONFARM NONRESIDENTIAL PROPERTIES'],
      ['1590', 'LOANS TO FINANCE AGRICULTURAL PRODUCTION AND OTHER LOANS TO FARMERS'],
      ['1763', 'COMMERCIAL AND INDUSTRIAL LOANS TO U.S. ADDRESSEES'],
      ['1764', 'COMMERCIAL AND INDUSTRIAL LOANS TO NON-U.S. ADDRESSEES'],
      ['1766', 'COMMERCIAL AND INDUSTRIAL LOANS'],
      ['B538', 'CREDIT CARDS'],
      ['B539', 'OTHER REVOLVING CREDIT PLANS'],
      ['K137', 'AUTOMOBILE LOANS'],
      ['K207', 'OTHER CONSUMER LOANS'],
      ['2165', 'LEASE FINANCING RECEIVABLES'],
      ['1563', 'ALL OTHER LOANS'],
      ['2746', 'LOANS TO FINANCE COMMERCIAL REAL ESTATE NOT SECURED BY REAL ESTATE'],
    ],
  },
  {
    code: 'RCE',
    items: [
      ['2215', 'TOTAL TRANSACTION ACCOUNTS'],
      ['2210', 'DEMAND DEPOSITS'],
      ['6810', 'MONEY MARKET DEPOSIT ACCOUNTS (MMDAS)'],
      ['0352', 'OTHER SAVINGS DEPOSITS (EXCLUDES MMDAS)'],
      ['6648', 'TOTAL TIME DEPOSITS OF LESS THAN $100,000'],
      ['J473', 'TOTAL TIME DEPOSITS OF $100,000 THROUGH $250,000'],
      ['J474', 'TOTAL TIME DEPOSITS OF MORE THAN $250,000'],
      ['2365', 'TOTAL BROKERED DEPOSITS'],
      ['HK05', 'INSURED BROKERED DEPOSITS'],
    ],
  },
  {
    code: 'RCK',
    items: [
      ['3485', 'QUARTERLY AVERAGE: TRANSACTION ACCOUNTS IN DOMESTIC OFFICES'],
      ['B563', 'QUARTERLY AVERAGE: SAVINGS DEPOSITS (INCLUDES MMDAS)'],
      ['HK16', 'QUARTERLY AVERAGE: TIME DEPOSITS OF $250,000 OR LESS'],
      ['HK17', 'QUARTERLY AVERAGE: TIME DEPOSITS OF MORE THAN $250,000'],
      ['3404', 'QUARTERLY AVERAGE: INTEREST-BEARING DEPOSITS IN FOREIGN OFFICES'],
      ['3353', 'QUARTERLY AVERAGE: FEDERAL FUNDS PURCHASED AND REPOS'],
      ['3355', 'QUARTERLY AVERAGE: OTHER BORROWED MONEY'],
      ['3368', 'QUARTERLY AVERAGE: TOTAL ASSETS'],
    ],
  },
  {
    code: 'RCN',
    parts: 2,
    items: [
      ['1406', 'TOTAL LOANS AND LEASES PAST DUE 30 THROUGH 89 DAYS'],
      ['1407', 'TOTAL LOANS AND LEASES PAST DUE 90 DAYS OR MORE AND STILL ACCRUING'],
      ['1403', 'TOTAL LOANS AND LEASES IN NONACCRUAL STATUS'],
      ['F172', '1-4 FAMILY CONSTRUCTION LOANS PAST DUE 30-89 DAYS'],
      ['F174', '1-4 FAMILY CONSTRUCTION LOANS PAST DUE 90+ DAYS'],
      ['F176', '1-4 FAMILY CONSTRUCTION LOANS NONACCRUAL'],
      ['F173', 'OTHER CONSTRUCTION LOANS PAST DUE 30-89 DAYS'],
      ['F175', 'OTHER CONSTRUCTION LOANS PAST DUE 90+ DAYS'],
      ['F177', 'OTHER CONSTRUCTION LOANS NONACCRUAL'],
      ['3493', 'FARMLAND LOANS PAST DUE 30-89 DAYS'],
      ['3494', 'FARMLAND LOANS PAST DUE 90+ DAYS'],
      ['3495', 'FARMLAND LOANS NONACCRUAL'],
      ['5398', 'REVOLVING 1-4 FAMILY LOANS PAST DUE 30-89 DAYS'],
      ['5399', 'REVOLVING 1-4 FAMILY LOANS PAST DUE 90+ DAYS'],
      ['5400', 'REVOLVING 1-4 FAMILY LOANS NONACCRUAL'],
      ['C236', 'CLOSED-END 1-4 FAMILY FIRST LIENS PAST DUE 30-89 DAYS'],
      ['C237', 'CLOSED-END 1-4 FAMILY FIRST LIENS PAST DUE 90+ DAYS'],
      ['C229', 'CLOSED-END 1-4 FAMILY FIRST LIENS NONACCRUAL'],
      ['C238', 'CLOSED-END 1-4 FAMILY JUNIOR LIENS PAST DUE 30-89 DAYS'],
      ['C239', 'CLOSED-END 1-4 FAMILY JUNIOR LIENS PAST DUE 90+ DAYS'],
      ['C230', 'CLOSED-END 1-4 FAMILY JUNIOR LIENS NONACCRUAL'],
      ['3499', 'MULTIFAMILY LOANS PAST DUE 30-89 DAYS'],
      ['3500', 'MULTIFAMILY LOANS PAST DUE 90+ DAYS'],
      ['3501', 'MULTIFAMILY LOANS NONACCRUAL'],
      ['F178', 'OWNER-OCCUPIED NONFARM NONRESIDENTIAL PAST DUE 30-89 DAYS'],
      ['F180', 'OWNER-OCCUPIED NONFARM NONRESIDENTIAL PAST DUE 90+ DAYS'],
      ['F182', 'OWNER-OCCUPIED NONFARM NONRESIDENTIAL NONACCRUAL'],
      ['F179', 'OTHER NONFARM NONRESIDENTIAL PAST DUE 30-89 DAYS'],
      ['F181', 'OTHER NONFARM NONRESIDENTIAL PAST DUE 90+ DAYS'],
      ['F183', 'OTHER NONFARM NONRESIDENTIAL NONACCRUAL'],
      ['1594', 'AGRICULTURAL PRODUCTION LOANS PAST DUE 30-89 DAYS'],
      ['1597', 'AGRICULTURAL PRODUCTION LOANS PAST DUE 90+ DAYS'],
      ['1583', 'AGRICULTURAL PRODUCTION LOANS NONACCRUAL'],
      ['1251', 'C&I LOANS TO U.S. ADDRESSEES PAST DUE 30-89 DAYS'],
      ['1252', 'C&I LOANS TO U.S. ADDRESSEES PAST DUE 90+ DAYS'],
      ['1253', 'C&I LOANS TO U.S. ADDRESSEES NONACCRUAL'],
      ['1254', 'C&I LOANS TO NON-U.S. ADDRESSEES PAST DUE 30-89 DAYS'],
      ['1255', 'C&I LOANS TO NON-U.S. ADDRESSEES PAST DUE 90+ DAYS'],
      ['1256', 'C&I LOANS TO NON-U.S. ADDRESSEES NONACCRUAL'],
      ['1606', 'COMMERCIAL AND INDUSTRIAL LOANS PAST DUE 30-89 DAYS'],
      ['1607', 'COMMERCIAL AND INDUSTRIAL LOANS PAST DUE 90+ DAYS'],
      ['1608', 'COMMERCIAL AND INDUSTRIAL LOANS NONACCRUAL'],
      ['B575', 'CREDIT CARDS PAST DUE 30-89 DAYS'],
      ['B576', 'CREDIT CARDS PAST DUE 90+ DAYS'],
      ['B577', 'CREDIT CARDS NONACCRUAL'],
      ['K213', 'AUTOMOBILE LOANS PAST DUE 30-89 DAYS'],
      ['K214', 'AUTOMOBILE LOANS PAST DUE 90+ DAYS'],
      ['K215', 'AUTOMOBILE LOANS NONACCRUAL'],
      ['K216', 'OTHER CONSUMER LOANS PAST DUE 30-89 DAYS'],
      ['K217', 'OTHER CONSUMER LOANS PAST DUE 90+ DAYS'],
      ['K218', 'OTHER CONSUMER LOANS NONACCRUAL'],
      ['F166', 'LEASES TO INDIVIDUALS PAST DUE 30-89 DAYS'],
      ['F167', 'LEASES TO INDIVIDUALS PAST DUE 90+ DAYS'],
      ['F168', 'LEASES TO INDIVIDUALS NONACCRUAL'],
      ['F169', 'ALL OTHER LEASES PAST DUE 30-89 DAYS'],
      ['F170', 'ALL OTHER LEASES PAST DUE 90+ DAYS'],
      ['F171', 'ALL OTHER LEASES NONACCRUAL'],
      ['5459', 'ALL OTHER LOANS PAST DUE 30-89 DAYS'],
      ['5460', 'ALL OTHER LOANS PAST DUE 90+ DAYS'],
      ['5461', 'ALL OTHER LOANS NONACCRUAL'],
      ['B834', 'LOANS TO DEPOSITORY INSTITUTIONS PAST DUE 30-89 DAYS'],
      ['B835', 'LOANS TO DEPOSITORY INSTITUTIONS PAST DUE 90+ DAYS'],
      ['B836', 'LOANS TO DEPOSITORY INSTITUTIONS NONACCRUAL'],
    ],
  },
  {
    code: 'RCP',
    items: [
      ['F072', 'CLOSED-END FIRST LIENS HELD FOR SALE'],
      ['F073', 'CLOSED-END JUNIOR LIENS HELD FOR SALE'],
    ],
  },
  {
    code: 'RCRI',
    items: [
      ['8274', 'TIER 1 CAPITAL'],
      ['7204', 'TIER 1 LEVERAGE RATIO'],
      ['P793', 'COMMON EQUITY TIER 1 CAPITAL RATIO'],
      ['7206', 'TIER 1 CAPITAL RATIO'],
      ['7205', 'TOTAL CAPITAL RATIO'],
    ],
  },
  {
    code: 'RI',
    items: [
      ['4010', 'INTEREST AND FEE INCOME ON LOANS'],
      ['4065', 'INCOME FROM LEASE FINANCING RECEIVABLES'],
      ['4115', 'INTEREST INCOME ON BALANCES DUE FROM DEPOSITORY INSTITUTIONS'],
      ['B488', 'INTEREST ON U.S. TREASURY AND AGENCY SECURITIES'],
      ['B489', 'INTEREST ON MORTGAGE-BACKED SECURITIES'],
      ['4060', 'INTEREST ON ALL OTHER SECURITIES'],
      ['4020', 'INTEREST ON FEDERAL FUNDS SOLD AND REVERSE REPOS'],
      ['4107', 'TOTAL INTEREST INCOME'],
      ['4508', 'INTEREST ON TRANSACTION ACCOUNTS'],
      ['0093', 'INTEREST ON SAVINGS DEPOSITS (INCLUDES MMDAS)'],
      ['HK03', 'INTEREST ON TIME DEPOSITS OF $250,000 OR LESS'],
      ['HK04', 'INTEREST ON TIME DEPOSITS OF MORE THAN $250,000'],
      ['4172', 'INTEREST ON DEPOSITS IN FOREIGN OFFICES'],
      ['4180', 'EXPENSE OF FEDERAL FUNDS PURCHASED AND REPOS'],
      ['4185', 'INTEREST ON OTHER BORROWED MONEY'],
      ['4200', 'INTEREST ON SUBORDINATED NOTES AND DEBENTURES'],
      ['4073', 'TOTAL INTEREST EXPENSE'],
      ['4074', 'NET INTEREST INCOME'],
      ['4230', 'PROVISION FOR LOAN AND LEASE LOSSES'],
      ['JJ33', 'PROVISION FOR CREDIT LOSSES'],
      ['4070', 'INCOME FROM FIDUCIARY ACTIVITIES'],
      ['4080', 'SERVICE CHARGES ON DEPOSIT ACCOUNTS'],
      ['C886', 'FEES AND COMMISSIONS FROM SECURITIES BROKERAGE'],
      ['C887', 'FEES AND COMMISSIONS FROM ANNUITY SALES'],
      ['C386', 'UNDERWRITING INCOME FROM INSURANCE AND REINSURANCE'],
      ['C387', 'INCOME FROM OTHER INSURANCE ACTIVITIES'],
      ['5416', 'NET GAINS (LOSSES) ON SALES OF LOANS AND LEASES'],
      ['B492', 'NET SERVICING FEES'],
      ['B497', 'OTHER NONINTEREST INCOME'],
      ['4079', 'TOTAL NONINTEREST INCOME'],
      ['4135', 'SALARIES AND EMPLOYEE BENEFITS'],
      ['4217', 'EXPENSES OF PREMISES AND FIXED ASSETS'],
      ['4092', 'OTHER NONINTEREST EXPENSE'],
      ['4093', 'TOTAL NONINTEREST EXPENSE'],
      ['3196', 'REALIZED GAINS (LOSSES) ON AVAILABLE-FOR-SALE SECURITIES'],
      ['4301', 'INCOME (LOSS) BEFORE APPLICABLE INCOME TAXES'],
      ['4302', 'APPLICABLE INCOME TAXES'],
      ['4340', 'NET INCOME (LOSS) ATTRIBUTABLE TO BANK'],
    ],
  },
  {
    code: 'RIA',
    items: [
      ['4460', 'CASH DIVIDENDS DECLARED ON COMMON STOCK'],
      ['4470', 'CASH DIVIDENDS DECLARED ON PREFERRED STOCK'],
    ],
  },
  {
    code: 'RIBI',
    items: [
      ['4635', 'TOTAL CHARGE-OFFS'],
      ['4605', 'TOTAL RECOVERIES'],
    ],
  },
];

/** Prefixes in the order the CDR lays out a schedule's columns. */
const PREFIXES = ['RCFD', 'RCON', 'RCFN', 'RCFA', 'RCOA', 'RIAD'] as const;

/** MMDDYYYY of a quarter-end date, as in the file names. */
export function mmddyyyy(reportDate: string): string {
  return `${reportDate.slice(5, 7)}${reportDate.slice(8, 10)}${reportDate.slice(0, 4)}`;
}

const STREETS = [
  'Main St',
  'Market St',
  'Broadway',
  'Center Ave',
  'Commerce Dr',
  'Elm St',
  'Park Ave',
  'River Rd',
];

function streetAddress(profile: BankProfile): string {
  const h = hashKeys(profile.agencyId, 7);
  return `${(h % 9000) + 100} ${STREETS[h % STREETS.length]}`;
}

function line(fields: readonly string[]): string {
  // Every CDR line ends with a tab (an extra empty field) and CRLF.
  return `${fields.join('\t')}\t\r\n`;
}

function text(value: string): string {
  return /[\t"\r\n,]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Writes one quarter's FFIEC CDR bulk files into `folder` (created): the POR roster and one
 * file per schedule (two for the split ones), tab delimited with the quoted "IDRSSD" header,
 * the description row, a trailing tab on every line and CRLF, banks in RSSD order. Blank
 * cells are items the bank does not file.
 */
export async function writeFfiecFiles(
  reportDate: string,
  filings: readonly BankFiling[],
  folder: string,
  write: TextFileWriter = writeTextFile,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const stamp = mmddyyyy(reportDate);
  const sorted = [...filings].sort((a, b) => a.profile.agencyId - b.profile.agencyId);
  const { year } = parseQuarterEnd(reportDate);
  const submitted = `${year + (reportDate.endsWith('12-31') ? 1 : 0)}-${
    { '03-31': '04-28', '06-30': '07-28', '09-30': '10-28', '12-31': '01-28' }[reportDate.slice(5)]
  }T10:00:00`;

  const por = [
    line([
      '"IDRSSD"',
      'FDIC Certificate Number',
      'OCC Charter Number',
      'OTS Docket Number',
      'Primary ABA Routing Number',
      'Financial Institution Name',
      'Financial Institution Address',
      'Financial Institution City',
      'Financial Institution State',
      'Financial Institution Zip Code',
      'Financial Institution Filing Type',
      'Last Date/Time Submission Updated On',
    ]),
  ];
  for (const { profile, filingType } of sorted) {
    por.push(
      line([
        String(profile.agencyId),
        String(profile.fdicCert),
        '0',
        '0',
        '0',
        text(profile.name),
        text(streetAddress(profile)),
        text(profile.city),
        profile.state,
        profile.zip,
        filingType,
        submitted,
      ]),
    );
  }
  await write(path.join(folder, `FFIEC CDR Call Bulk POR ${stamp}.txt`), por.join(''));

  // The columns: every prefix of every item that some bank filed this quarter.
  const filed = new Set<number>();
  for (const { items } of sorted)
    items.values.forEach((value, slot) => {
      if (value !== undefined) filed.add(slot);
    });
  const table = sorted[0]?.items.table;
  for (const schedule of SCHEDULES) {
    const code = schedule.code === 'RCRI' && year < 2015 ? 'RCR' : schedule.code;
    const columns: { code: string; slot: number; description: string }[] = [];
    for (const [item, description] of schedule.items)
      for (const prefix of PREFIXES) {
        const slot = table?.find(prefix + item);
        if (slot !== undefined && filed.has(slot))
          columns.push({ code: prefix + item, slot, description });
      }
    if (columns.length === 0) continue;
    const parts = schedule.parts ?? 1;
    const size = Math.ceil(columns.length / parts);
    for (let part = 0; part < parts; part++) {
      const slice = columns.slice(part * size, (part + 1) * size);
      const lines = [
        line(['"IDRSSD"', ...slice.map((c) => c.code)]),
        line(['', ...slice.map((c) => c.description)]),
      ];
      for (const { profile, items } of sorted) {
        lines.push(
          line([
            String(profile.agencyId),
            ...slice.map((c) => {
              const value = items.values[c.slot];
              return value === undefined ? '' : String(value);
            }),
          ]),
        );
      }
      const suffix = parts > 1 ? `(${part + 1} of ${parts})` : '';
      await write(
        path.join(folder, `FFIEC CDR Call Schedule ${code} ${stamp}${suffix}.txt`),
        lines.join(''),
      );
    }
  }
  await write(
    path.join(folder, 'Readme.txt'),
    'This file contains synthetic data in the layout of the FFIEC CDR bulk call reports.\r\n' +
      'Every institution in it is fictional; any resemblance to a real one is coincidental.\r\n',
  );
}
