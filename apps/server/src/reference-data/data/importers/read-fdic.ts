/**
 * FDIC Statistics on Depository Institutions (SDI), bulk "All Reports" download for one
 * quarter: a folder (or zip) of `All_Reports_YYYYMMDD_<Report Name>.csv`, one file per report
 * (Assets and Liabilities, Income and Expense, Net Loans and Leases, Total Deposits, ...).
 *
 * Reads
 * - every All_Reports_*.csv (other files, such as the readme .htm, are ignored); all must carry
 *   one date, and `repdte` must be that date on every row. The Assets and Liabilities file is
 *   required, with its `asset` column.
 * - rows keyed by `cert`, merged across the files; every file must list the same banks.
 *   iid = RSSD id (`fed_rssd`), the key of the FFIEC data. A row without a fed_rssd (blank or
 *   0) is skipped, its cert in `skippedWithoutRssd` and, with file, line and reason, in the
 *   import report (`reading.skipped`); none in 2019-06-30. The report also names the files
 *   read with their rows and the SDI reports the catalogue needs that the download lacks.
 * - the 38 identity columns every file starts with (cert ... webaddr) give the institution,
 *   not items. Every other column is an amount: the call-report items in sdi-to-mdrm.ts under
 *   their MDRM code, the rest under SDI_<NAME> (SDI_DEP, SDI_NTRTIME, SDI_IDDEPINR ...).
 *   Total deposits are RCON2200 (depdom) + RCFN2200 (depfor), as in the FFIEC data: SDI `dep`
 *   includes foreign offices, so it is not RCON2200 for the 81 banks that have them. Items SDI
 *   gives only inside a total (RCON0081, RCONB529, RIAD4301, RCONJ474) are derived once all
 *   files are merged (`deriveSdiItems`); totals with no single item (sc, nclnls, intan, ...)
 *   stay SDI_<NAME> and the bank formulas read them where the items are absent (bank-items.ts).
 *
 * - the FDIC's published ratios of the Performance and Condition Ratios report, when the download
 *   has it: only the columns fdic-published-ratios.ts lists, under SDI_<NAME>; a blank or NA
 *   cell there is withheld for that bank (CallReport.withheld), so the formulas that fall back
 *   on the ratio say "not reported" for it.
 *
 * Units: thousands of dollars as published (the FFIEC unit); income year-to-date. A few
 * variables are not amounts (iddepinr is a percentage, asset5/asset2 averages); they are kept
 * as they are under their SDI_ name.
 *
 * Ownership type (spec 2, section 3: Industrial, Mutual, Non-Traditional, Stock, SubS), from
 * the identity columns: mutual = "Non-Stock" (or 1) -> Mutual; else subchaps = 1 -> SubS (an S
 * corporation is stock-owned); else Stock. bkclass OI (insured US branch of a foreign bank:
 * no shareholders of its own, files no call report) -> null. Not derivable from SDI, so never
 * set: Industrial (specgrp is the asset-concentration group and has no industrial-bank value;
 * industrial loan companies hide among the NM state nonmember banks) and Non-Traditional.
 *
 * Pitfalls handled
 * - Every data field is quoted, numbers included; the header is not. CRLF.
 * - The website column is `webaddr` in Assets and Liabilities and `inst.webaddr` in the others.
 * - Header case is mixed (NCGTYPAR, LNAUTO beside asset): names are matched ignoring case.
 * - zip is stored as a number: leading zeros are lost (02116 -> 2116); 3 and 4 digit zips are
 *   padded back to 5.
 * - The OI rows have blank income and deposit detail: blank is absent, not zero.
 *
 * Refused (ImportFileError with file, line, field): no All_Reports file or no Assets and
 * Liabilities file, files of different dates, a missing cert/fed_rssd/asset/... column, rows
 * cut short, invalid UTF-8 or control bytes, a non-numeric amount, a bank missing from one
 * file, values of one item that differ between files, two certs with one fed_rssd.
 */
import type { CallReport, ImportBatch, ImportedInstitution, SkippedRow } from '../call-report';
import { ImportFileError } from '../call-report';
import { readAmountCell, type AmountRules } from './amount-cell';
import { withDelimitedTable } from './delimited-table';
import { openFileSource } from './file-source';
import { parseUsDate } from './parse-date';
import { institution, parseId, websiteColumn } from './fdic-institution';
import { missingReports, REPORT_FILE, reportFiles, type ReportFile } from './fdic-report-files';
import { isUnpublished, PUBLISHED_RATIOS, RATIO_REPORT } from './fdic-published-ratios';
import { deriveSdiItems, SDI_TO_MDRM } from './sdi-to-mdrm';

/** What one FDIC run read, and the banks it had to leave out. */
export interface FdicImportBatch extends ImportBatch {
  /** Certs of the rows skipped because they have no fed_rssd (no RSSD id, so no iid). */
  skippedWithoutRssd: number[];
}

/** The identity block at the start of every SDI report file: institution facts, not items. */
const IDENTITY_COLUMNS = new Set(
  (
    'cert docket fed_rssd rssdhcr name city stalp zip repdte rundate bkclass address namehcr ' +
    'offdom offfor stmult specgrp subchaps county cbsa_metro cbsa_metro_name estymd insdate ' +
    'effdate mutual parcert trust regagnt insagnt1 fdicdbs fdicsupv fldoff fed occdist ' +
    'otsregnm offoa cb webaddr inst.webaddr'
  ).split(' '),
);

const SDI_TABLE = { delimiter: ',', requireFinalNewline: true } as const;

/** SDI amounts are numbers only: no True/False flags among them. */
const SDI_AMOUNTS: AmountRules = { booleans: false, noun: 'item' };

interface Bank {
  rssd: number;
  institution: ImportedInstitution;
  items: Record<string, number>;
  /** Published ratios FDIC gives no figure for (blank or NA in the ratio report). */
  withheld: Set<string>;
}

export async function readFdicAllReports(sourcePath: string): Promise<FdicImportBatch> {
  const source = await openFileSource(sourcePath);
  try {
    const { files, reportDate, main } = reportFiles(source);

    const banks = new Map<number, Bank>();
    const skipped = new Map<number, SkippedRow>();
    const certsByFile = new Map<ReportFile, Set<number>>();
    // The main file first, so that its missing `asset` column is the first complaint.
    for (const file of [main, ...files.filter((other) => other !== main)]) {
      certsByFile.set(file, await readReport(file, reportDate, file === main, banks, skipped));
    }
    checkSameBanks(certsByFile);

    const rssdOwner = new Map<number, number>();
    for (const [cert, bank] of banks) {
      const other = rssdOwner.get(bank.rssd);
      if (other !== undefined)
        throw new ImportFileError(
          main.file.name,
          null,
          'fed_rssd',
          `certs ${other} and ${cert} have the same RSSD id ${bank.rssd}`,
        );
      rssdOwner.set(bank.rssd, cert);
    }
    for (const bank of banks.values()) deriveSdiItems(bank.items);
    const missingSchedules = missingReports(files, reportDate);
    const ordered = [...banks.values()].sort((a, b) => a.rssd - b.rssd);
    return {
      source: 'fdic',
      reportDate,
      institutions: ordered.map((bank) => bank.institution),
      reports: ordered.map((bank): CallReport => ({
        iid: bank.institution.iid,
        reportDate,
        items: bank.items,
        ...(bank.withheld.size > 0 ? { withheld: [...bank.withheld].sort() } : {}),
      })),
      skippedWithoutRssd: [...skipped.keys()].sort((a, b) => a - b),
      reading: {
        files: files.map((file) => ({
          name: file.file.name,
          rows: certsByFile.get(file)?.size ?? 0,
        })),
        ignoredFiles: source.files
          .filter((file) => !REPORT_FILE.test(file.name))
          .map((file) => file.name),
        skipped: [...skipped.values()],
        missingSchedules,
      },
      // Their items read "not reported in the source files" (compute-metrics.ts), unless a
      // formula finds the figure in an SDI total instead.
      unavailableItems: missingSchedules.flatMap((missing) => missing.items).sort(),
    };
  } finally {
    await source.close();
  }
}

function checkSameBanks(certsByFile: ReadonlyMap<ReportFile, ReadonlySet<number>>): void {
  const all = new Map<number, ReportFile>();
  for (const [file, certs] of certsByFile)
    for (const cert of certs) if (!all.has(cert)) all.set(cert, file);
  for (const [file, certs] of certsByFile) {
    for (const [cert, where] of all) {
      if (!certs.has(cert))
        throw new ImportFileError(
          file.file.name,
          null,
          'cert',
          `bank ${cert} (in ${where.file.name}) has no row`,
        );
    }
  }
}

type ColumnPlan = { kind: 'skip' } | { kind: 'item' | 'ratio'; code: string };

function planColumn(name: string, report: ReportFile): ColumnPlan {
  const lower = name.toLowerCase();
  if (IDENTITY_COLUMNS.has(lower)) return { kind: 'skip' };
  if (report.report.toLowerCase() === RATIO_REPORT.toLowerCase()) {
    const code = PUBLISHED_RATIOS.get(lower);
    return code === undefined ? { kind: 'skip' } : { kind: 'ratio', code };
  }
  return { kind: 'item', code: SDI_TO_MDRM.get(lower) ?? `SDI_${name.toUpperCase()}` };
}

/** Reads one report file into `banks`; returns the certs it has a row for. */
async function readReport(
  report: ReportFile,
  reportDate: string,
  isMain: boolean,
  banks: Map<number, Bank>,
  skipped: Map<number, SkippedRow>,
): Promise<Set<number>> {
  const { file } = report;
  return withDelimitedTable(await file.open(), file.name, SDI_TABLE, async (table) => {
    const at = {
      cert: table.require('cert'),
      rssd: table.require('fed_rssd'),
      name: table.require('name'),
      city: table.require('city'),
      state: table.require('stalp'),
      zip: table.require('zip'),
      reportDate: table.require('repdte'),
      website: websiteColumn(table),
      bankClass: table.indexOf('bkclass'),
      mutual: table.indexOf('mutual'),
      subchapterS: table.indexOf('subchaps'),
    };
    if (isMain) table.require('asset');
    const plans = table.columns.map((name) => planColumn(name, report));
    const certs = new Set<number>();
    for await (const { line, fields } of table.rows()) {
      const cert = parseId(fields[at.cert]!, file.name, line, 'cert');
      if (cert === null) throw new ImportFileError(file.name, line, 'cert', 'the cert is blank');
      if (certs.has(cert))
        throw new ImportFileError(file.name, line, 'cert', `bank ${cert} is listed twice`);
      certs.add(cert);
      if (parseUsDate(fields[at.reportDate]!) !== reportDate)
        throw new ImportFileError(
          file.name,
          line,
          'repdte',
          `"${fields[at.reportDate]!}" is not the report date ${reportDate} of the file name`,
        );
      const rssd = parseId(fields[at.rssd]!, file.name, line, 'fed_rssd');
      let bank = banks.get(cert);
      if (rssd === null || skipped.has(cert)) {
        if (rssd !== null || bank !== undefined)
          throw new ImportFileError(
            file.name,
            line,
            'fed_rssd',
            `given for cert ${cert} in one file and blank in another`,
          );
        // Kept out, not dropped silently: the import report lists the cert and why.
        if (!skipped.has(cert))
          skipped.set(cert, {
            file: file.name,
            line,
            key: `cert ${cert}`,
            reason:
              'no fed_rssd: the RSSD id is the key of bank data (FFIEC and FDIC alike), so the bank is not stored',
          });
        continue;
      }
      if (bank === undefined) {
        bank = {
          rssd,
          institution: institution(fields, at, cert, rssd, file.name, line),
          items: {},
          withheld: new Set(),
        };
        banks.set(cert, bank);
      } else if (bank.rssd !== rssd) {
        throw new ImportFileError(
          file.name,
          line,
          'fed_rssd',
          `${rssd} differs from ${bank.rssd} given for cert ${cert} in another file`,
        );
      }
      const items = bank.items;
      plans.forEach((plan, index) => {
        if (plan.kind === 'skip') return;
        if (plan.kind === 'ratio' && isUnpublished(fields[index]!)) {
          bank.withheld.add(plan.code);
          return;
        }
        readAmountCell(
          items,
          plan.code,
          fields[index]!,
          { file: file.name, line, column: table.columns[index]! },
          SDI_AMOUNTS,
        );
      });
    }
    return certs;
  });
}
