import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseQuarterEnd } from '@app/core/domain/quarters';
import { writeTextFile, type TextFileWriter } from './file-writer';
import type { ItemSheet } from './item-sheet';
import { hashKeys } from './random';
import { SCHEDULES } from './ffiec-schedule-table';
import type { BankProfile } from './roster';

/** One bank's filing of a quarter, as the bank model made it. */
export interface BankFiling {
  profile: BankProfile;
  filingType: '031' | '041' | '051';
  items: ItemSheet;
}

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
