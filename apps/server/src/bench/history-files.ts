import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addQuarters, parseQuarterEnd } from '@app/core/domain/quarters';
import { zipFolder } from '../testing/zip-folder';
import { sourceDefinitions } from '../reference-data/sync/source-definitions';

/** Quarterly growth of every amount: today's balances are about 2.6 times those of 20 years ago. */
const GROWTH = 1.012;
/** Share of extra credit unions in the oldest quarter, falling to none in the newest. */
const CLOSED_SHARE = 0.1;
/** Charter numbers of the extra credit unions: the template's plus this (real ones stay under it). */
const CLONE_OFFSET = 100_000;

/** A number in [0, 1) fixed per charter number: which credit unions are cloned, their noise. */
function unit(cuNumber: number, salt: number) {
  const x = Math.sin(cuNumber * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** `12/31/2025 0:00:00`, the NCUA files' CYCLE_DATE, of a quarter end. */
function cycleDate(reportDate: string) {
  const [year, month, day] = reportDate.split('-').map(Number);
  return `${month}/${day}/${year} 0:00:00`;
}

/**
 * One quarter's NCUA files from the template quarter's: every row's CYCLE_DATE rewritten, every
 * whole amount of the FS220 tables scaled back by GROWTH per quarter before the template's and
 * moved by a few percent per credit union and quarter, and, in older quarters, extra credit
 * unions (copies under another charter number) that stop filing one by one as the years pass,
 * as mergers do. Other files (AcctDesc.txt, the read-me) are copied as they are.
 */
async function writeQuarter(
  template: Map<string, string>,
  templateDate: string,
  reportDate: string,
  folder: string,
) {
  const back = quarterDistance(reportDate, templateDate);
  const scale = GROWTH ** -back;
  const salt = parseQuarterEnd(reportDate).year * 4 + parseQuarterEnd(reportDate).quarter;
  const cloneShare = CLOSED_SHARE * (back / 79);
  const from = `,${cycleDate(templateDate)},`;
  const to = `,${cycleDate(reportDate)},`;
  await mkdir(folder, { recursive: true });
  for (const [name, text] of template) {
    if (!text.includes(from)) {
      await writeFile(path.join(folder, name), text, 'latin1');
      continue;
    }
    const lines = text.split('\n');
    const header = lines[0]!.replace(/\r$/, '').split(',');
    const amounts = name.startsWith('FS220');
    // Identity columns (and any column not named ACCT_…) keep their values.
    const scaled = header.map((column) => amounts && /^"?ACCT_/i.test(column));
    const out: string[] = [lines[0]!];
    for (const line of lines.slice(1)) {
      if (line.trim() === '') continue;
      const dated = line.replace(from, to);
      const cuNumber = Number(dated.slice(0, dated.indexOf(',')));
      const perturb = (row: string, cu: number) => {
        if (!amounts) return row;
        const noise = scale * (1 + 0.06 * (unit(cu, salt) - 0.5));
        return row
          .split(',')
          .map((cell, i) =>
            scaled[i] && /^-?\d+$/.test(cell) && cell !== '0'
              ? String(Math.round(Number(cell) * noise))
              : cell,
          )
          .join(',');
      };
      out.push(perturb(dated, cuNumber));
      if (unit(cuNumber, 1) < cloneShare) {
        const clone = CLONE_OFFSET + cuNumber;
        out.push(perturb(`${clone}${dated.slice(dated.indexOf(','))}`, clone));
      }
    }
    await writeFile(path.join(folder, name), `${out.join('\n')}\n`, 'latin1');
  }
}

function quarterDistance(from: string, to: string) {
  let n = 0;
  while (addQuarters(from, n) < to) n += 1;
  return n;
}

/**
 * Writes `count` quarters of NCUA call-report zips, ending at the template's quarter, into
 * `mirror` under the agency's file names (call-report-data-YYYY-MM.zip): a folder the sync
 * reads as it reads the agency's site. Returns the quarter ends, oldest first.
 */
export async function writeNcuaHistory(
  templateFolder: string,
  templateDate: string,
  count: number,
  mirror: string,
): Promise<string[]> {
  const template = new Map<string, string>();
  for (const name of await readdir(templateFolder))
    template.set(name, await readFile(path.join(templateFolder, name), 'latin1'));
  const ncua = sourceDefinitions({}).find((d) => d.source === 'ncua')!;
  const quarters = Array.from({ length: count }, (_, i) =>
    addQuarters(templateDate, i - count + 1),
  );
  await mkdir(mirror, { recursive: true });
  for (const quarter of quarters) {
    const folder = path.join(mirror, `files-${quarter}`);
    await writeQuarter(template, templateDate, quarter, folder);
    zipFolder(folder, path.join(mirror, ncua.fileName(quarter)));
    await rm(folder, { recursive: true });
  }
  return quarters;
}
